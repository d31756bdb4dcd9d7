import { randomBytes } from 'node:crypto'
import type { Database } from './database.js'

/** How long an issued nonce may be signed and used: 5 minutes. */
export const SIGNATURE_NONCE_TTL_MS = 5 * 60_000

/** What a nonce may be used for; a nonce issued for one purpose is refused for another. */
export type NoncePurpose = 'session' | 'name'

export type SignatureNonceParameters = {
  /** Lower-cased by these functions. */
  address: string
  purpose: NoncePurpose
  /** ms since the epoch. */
  now: number
}

/** Issues a fresh random nonce (0x + 32 bytes hex) for `address`, usable once within 5 minutes; drops expired ones. */
export async function issueNonce(
  db: Database,
  { address, purpose, now }: SignatureNonceParameters,
): Promise<{ nonce: string; expiresAt: number }> {
  await db.query('delete from signature_nonces where expires_at <= $1', [now])
  const nonce = `0x${randomBytes(32).toString('hex')}`
  const expiresAt = now + SIGNATURE_NONCE_TTL_MS
  await db.query(
    'insert into signature_nonces (nonce, address, purpose, expires_at) values ($1, $2, $3, $4)',
    [nonce, address.toLowerCase(), purpose, expiresAt],
  )
  return { nonce, expiresAt }
}

/**
 * Uses up `nonce`: true once, when it was issued to `address` for `purpose` and has not expired; false when
 * it is unknown, expired, issued to someone else or used already.
 */
export async function consumeNonce(
  db: Database,
  { nonce, address, purpose, now }: SignatureNonceParameters & { nonce: string },
): Promise<boolean> {
  const rows = await db.query(
    'delete from signature_nonces where nonce = $1 and address = $2 and purpose = $3 and expires_at > $4 returning nonce',
    [nonce, address.toLowerCase(), purpose, now],
  )
  return rows.length > 0
}
