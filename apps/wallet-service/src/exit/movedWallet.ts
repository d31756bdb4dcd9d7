import type { Database } from '../db/database.js'
import { WalletMovedError } from './errors.js'
import { readWalletMove } from './exitRequests.js'

/** The origin of the service the user's wallet moved to, if it did. */
export async function walletMovedTo(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<string | undefined> {
  return (await readWalletMove(db, userId))?.to
}

/** Throws 410 WALLET_MOVED when the user's wallet was handed to another service. */
export async function refuseMovedWallet(db: Pick<Database, 'query'>, userId: string): Promise<void> {
  const movedTo = await walletMovedTo(db, userId)
  if (movedTo) throw new WalletMovedError(movedTo)
}
