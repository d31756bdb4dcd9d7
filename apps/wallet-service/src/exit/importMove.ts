import { findUserByEmail } from '../auth/users.js'
import { readWallet, type WalletAddresses } from '../auth/wallets.js'
import { isUniqueViolation } from '../db/database.js'
import { ExitRefusedError } from './errors.js'
import { MOVE_FILE_TTL_MS, type MoveFile, moveFileSchema, moveHash, moveSignedBy } from './moveFile.js'
import type { ExitStepContext } from './requestExit.js'

export type TrustedExitKey = { origin: string; publicKey: string }

/** How far the old service's clock may run ahead of this one's. */
const CLOCK_SKEW_MS = 5 * 60_000

/** The move in `json`, checked: its shape, that it is for this service, signed by a trusted service, unexpired. */
export function verifyMove(
  json: unknown,
  { origin, trusted, now }: { origin: string; trusted: readonly TrustedExitKey[]; now: number },
): MoveFile {
  const parsed = moveFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ExitRefusedError(
      'BAD_FILE',
      `This is not a wallet move file: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    )
  }
  const move = parsed.data
  if (move.to !== origin)
    throw new ExitRefusedError(
      'WRONG_DESTINATION',
      `This move is for ${move.to}, not this service (${origin})`,
    )
  const keys = trusted.filter((key) => key.origin === move.from)
  if (keys.length === 0)
    throw new ExitRefusedError(
      'UNTRUSTED',
      `${move.from} is not trusted here: add its exit key (wallet-service exit key, run there) to TRUSTED_EXIT_KEYS`,
    )
  if (!keys.some((key) => moveSignedBy(move, key.publicKey)))
    throw new ExitRefusedError(
      'BAD_SIGNATURE',
      `The signature does not match ${move.from}'s exit key: the file was changed`,
    )
  const issuedAt = Date.parse(move.issuedAt)
  const expiresAt = Date.parse(move.expiresAt)
  if (expiresAt <= now)
    throw new ExitRefusedError('EXPIRED', `This move expired at ${move.expiresAt}: export it again`)
  if (issuedAt > now + CLOCK_SKEW_MS || expiresAt - issuedAt > MOVE_FILE_TTL_MS)
    throw new ExitRefusedError('BAD_FILE', 'This move file is dated wrongly')
  if (!move.shares.some((share) => share.splitId === move.recovery.splitId))
    throw new ExitRefusedError('BAD_FILE', "The move holds no service share of the recovery blob's split")
  if (new Set(move.shares.map((share) => share.splitId)).size !== move.shares.length)
    throw new ExitRefusedError('BAD_FILE', 'The move holds two shares of one split')
  return move
}

/**
 * Step 3 of the exit, on the new service: checks the move file and keeps it, in one statement, until its
 * e-mail's first verified sign-in here, which makes the wallet (see `claimWalletMove`). A move is imported once.
 */
export async function importMove(
  context: ExitStepContext & { trusted: readonly TrustedExitKey[] },
  json: unknown,
): Promise<{ email: string; from: string; addresses: WalletAddresses }> {
  const { db, now } = context
  const move = verifyMove(json, { origin: context.origin, trusted: context.trusted, now: now() })
  const user = await findUserByEmail(db, move.email)
  if (user && (await readWallet(db, user.id)))
    throw new ExitRefusedError('HAS_WALLET', `${move.email} has a wallet on this service already`)
  try {
    const rows = await db.query(
      `insert into wallet_imports (move_hash, email, from_origin, move, imported_at)
       values ($1, $2, $3, $4, $5) on conflict (move_hash) do nothing returning move_hash`,
      [moveHash(move), move.email, move.from, JSON.stringify(move), now()],
    )
    if (rows.length === 0) throw new ExitRefusedError('REPLAYED', 'This move was imported already')
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ExitRefusedError('PENDING', `Another move for ${move.email} waits for their sign-in here`)
    throw error
  }
  return { email: move.email, from: move.from, addresses: move.addresses }
}
