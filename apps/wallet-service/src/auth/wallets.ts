import type { Database } from '../db/database.js'

/** Service shares one user may hold (one per split: the first, then one per re-split on a new device). */
export const MAX_SHARES_PER_USER = 64

/** Both chains for a wallet made from a recovery phrase; one for a wallet made from an imported private key. */
export type WalletAddresses = { eip155?: string | undefined; solana?: string | undefined }
export type WalletRecord = { addresses: WalletAddresses; recovery: { splitId: string; blob: string } }

/**
 * Stores a new wallet and the service's share of its first split, in one statement; false when the user already
 * has a wallet (nothing is stored then).
 */
export async function createWallet(
  db: Pick<Database, 'query'>,
  {
    userId,
    deviceId,
    splitId,
    share,
    recovery,
    addresses,
    now,
  }: WalletRecord & { userId: string; deviceId: string; splitId: string; share: string; now: number },
): Promise<boolean> {
  const rows = await db.query(
    `with wallet as (
       insert into wallets (user_id, eip155_address, solana_address, recovery_split_id, recovery_blob, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (user_id) do nothing returning user_id
     )
     insert into key_shares (user_id, split_id, share, device_id, created_at)
     select user_id, $7, $8, $9, $6 from wallet
     on conflict (user_id, split_id) do update set share = excluded.share, device_id = excluded.device_id
     returning user_id`,
    [
      userId,
      addresses.eip155 ?? null,
      addresses.solana ?? null,
      recovery.splitId,
      recovery.blob,
      now,
      splitId,
      share,
      deviceId,
    ],
  )
  return rows.length > 0
}

export async function readWallet(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<WalletRecord | undefined> {
  const [row] = await db.query<{
    eip155_address: string | null
    solana_address: string | null
    recovery_split_id: string
    recovery_blob: string
  }>(
    'select eip155_address, solana_address, recovery_split_id, recovery_blob from wallets where user_id = $1',
    [userId],
  )
  if (!row) return undefined
  return {
    addresses: {
      ...(row.eip155_address !== null && { eip155: row.eip155_address }),
      ...(row.solana_address !== null && { solana: row.solana_address }),
    },
    recovery: { splitId: row.recovery_split_id, blob: row.recovery_blob },
  }
}

export async function readShare(
  db: Pick<Database, 'query'>,
  userId: string,
  splitId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ share: string }>(
    'select share from key_shares where user_id = $1 and split_id = $2',
    [userId, splitId],
  )
  return row?.share
}

/**
 * Stores the service's share of a new split (a new device's re-split). 'added'; 'exists' when that split is
 * stored already (shares are never replaced); 'full' at `MAX_SHARES_PER_USER`; 'no-wallet' without a wallet.
 */
export async function addShare(
  db: Pick<Database, 'query'>,
  {
    userId,
    deviceId,
    splitId,
    share,
    now,
  }: { userId: string; deviceId: string; splitId: string; share: string; now: number },
): Promise<'added' | 'exists' | 'full' | 'no-wallet'> {
  const rows = await db.query<{ user_id: string }>(
    `insert into key_shares (user_id, split_id, share, device_id, created_at)
     select $1, $2, $3, $4, $5 where exists (select 1 from wallets where user_id = $1)
       and (select count(*) from key_shares where user_id = $1) < $6
     on conflict (user_id, split_id) do nothing returning user_id`,
    [userId, splitId, share, deviceId, now, MAX_SHARES_PER_USER],
  )
  if (rows.length > 0) return 'added'
  if (!(await readWallet(db, userId))) return 'no-wallet'
  if (await readShare(db, userId, splitId)) return 'exists'
  return 'full'
}
