import type { Database } from '../db/database.js'
import { claimWalletMove } from '../exit/claimWalletMove.js'
import { markDeviceVerified } from './devices.js'
import { openSession } from './sessions.js'
import { readWallet } from './wallets.js'

/**
 * A verified sign-in of `user` on `deviceId` (an e-mailed code, or a passkey): the device counts as verified for
 * the user, a wallet moved here for the user's address becomes theirs, and a session opens. Answers what the login
 * routes answer: the session, the user and whether they have a wallet.
 */
export async function completeSignIn(
  db: Database,
  {
    user,
    deviceId,
    projectId,
    now,
  }: { user: { id: string; email: string | null }; deviceId: string; projectId: string; now: number },
) {
  await markDeviceVerified(db, { userId: user.id, deviceId, now })
  if (user.email !== null) await claimWalletMove(db, { userId: user.id, email: user.email, now })
  const session = await openSession(db, { userId: user.id, deviceId, projectId, now })
  const wallet = await readWallet(db, user.id)
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: { id: user.id, email: user.email },
    wallet: { exists: wallet !== undefined },
  }
}
