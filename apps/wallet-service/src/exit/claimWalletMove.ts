import type { Database } from '../db/database.js'
import { moveFileSchema } from './moveFile.js'
import { inTransaction } from './transaction.js'

/**
 * After a verified sign-in of `email`: when a move imported for it waits and the user has no wallet yet, makes the
 * wallet from it (its addresses, recovery blob and the old service's share of every split), all in one
 * transaction. The user's device then recovers with the recovery password, as on any new device. True when a
 * wallet was made.
 */
export async function claimWalletMove(
  db: Database,
  { userId, email, now }: { userId: string; email: string; now: number },
): Promise<boolean> {
  const [waiting] = await db.query('select 1 from wallet_imports where email = $1 and claimed_at is null', [
    email,
  ])
  if (!waiting) return false
  return inTransaction(db, async (tx) => {
    const [pending] = await tx.query<{ move_hash: string; move: string }>(
      'select move_hash, move from wallet_imports where email = $1 and claimed_at is null for update',
      [email],
    )
    if (!pending) return false
    const move = moveFileSchema.parse(JSON.parse(pending.move))
    const created = await tx.query(
      `insert into wallets (user_id, eip155_address, solana_address, recovery_split_id, recovery_blob, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (user_id) do nothing returning user_id`,
      [
        userId,
        move.addresses.eip155 ?? null,
        move.addresses.solana ?? null,
        move.recovery.splitId,
        move.recovery.blob,
        now,
      ],
    )
    if (created.length === 0) return false
    for (const { splitId, share } of move.shares) {
      await tx.query(
        `insert into key_shares (user_id, split_id, share, device_id, created_at) values ($1, $2, $3, $4, $5)`,
        [userId, splitId, share, `moved-from:${move.from}`.slice(0, 128), now],
      )
    }
    await tx.query('update wallet_imports set claimed_by = $2, claimed_at = $3 where move_hash = $1', [
      pending.move_hash,
      userId,
      now,
    ])
    return true
  })
}
