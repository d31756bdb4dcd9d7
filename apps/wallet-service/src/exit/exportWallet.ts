import { readWallet } from '../auth/wallets.js'
import { ExitRefusedError } from './errors.js'
import { loadExitKey } from './exitKey.js'
import { readExitRequest, readWalletMove } from './exitRequests.js'
import { MOVE_FILE_TTL_MS, MOVE_FORMAT, type MoveFile, signMove } from './moveFile.js'
import { type ExitStepContext, userWithWallet } from './requestExit.js'
import { inTransaction } from './transaction.js'

/**
 * Step 2 of the exit, on the old service, once the user approved: the signed move file (the wallet's addresses,
 * its recovery blob and this service's share of every split), valid for 24 hours. In the same transaction the
 * wallet is marked moved: from then on this service answers its share reads with 410 WALLET_MOVED. Exporting
 * again (a lost file) gives a new file for the same destination.
 */
export async function exportWallet(
  context: ExitStepContext,
  { email }: { email: string },
): Promise<MoveFile> {
  const { db, now } = context
  const user = await userWithWallet(db, email)
  const request = await readExitRequest(db, user.id)
  const moved = await readWalletMove(db, user.id)
  if (moved && moved.to !== request?.to)
    throw new ExitRefusedError('MOVED', `The wallet of ${user.email} has moved to ${moved.to} already`)
  if (!request)
    throw new ExitRefusedError(
      'NOT_APPROVED',
      `No move was asked for ${user.email}: run "exit request" first`,
    )
  if (request.state === 'declined')
    throw new ExitRefusedError('DECLINED', `${user.email} declined moving their wallet to ${request.to}`)
  if (request.state !== 'approved')
    throw new ExitRefusedError(
      'NOT_APPROVED',
      `${user.email} has not approved moving their wallet to ${request.to} yet (the link in their e-mail)`,
    )
  const key = await loadExitKey(db, now())
  const time = now()
  try {
    return await inTransaction(db, async (tx) => {
      await tx.query(
        `insert into wallet_moves (user_id, to_origin, moved_at) values ($1, $2, $3)
         on conflict (user_id) do update set moved_at = excluded.moved_at`,
        [user.id, request.to, time],
      )
      const wallet = await readWallet(tx, user.id)
      if (!wallet) throw new ExitRefusedError('NO_WALLET', `${user.email} has no wallet on this service`)
      const shares = await tx.query<{ splitId: string; share: string }>(
        `select split_id as "splitId", share from key_shares where user_id = $1 order by created_at, split_id`,
        [user.id],
      )
      return signMove(
        {
          format: MOVE_FORMAT,
          v: 1,
          from: context.origin,
          to: request.to,
          email: user.email,
          addresses: wallet.addresses,
          recovery: wallet.recovery,
          shares,
          issuedAt: new Date(time).toISOString(),
          expiresAt: new Date(time + MOVE_FILE_TTL_MS).toISOString(),
        },
        key.privateKey,
      )
    })
  } finally {
    key.privateKey.fill(0)
  }
}
