import type { Database } from '../db/database.js'
import { PasskeyRefusedError } from '../errors.js'
import { inTransaction } from '../exit/transaction.js'
import { countLoginMethods } from './loginMethods.js'

/** Passkeys one user may hold. */
export const MAX_PASSKEYS_PER_USER = 10

/** A passkey as stored: its public key (COSE), the last signature counter seen, its name and its backup. */
export type StoredPasskey = {
  /** The credential id, base64url. */
  id: string
  userId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[] | undefined
  name: string
  /** Whether the passkey offers PRF (so it can seal a backup). */
  prf: boolean
  /** A wallet share sealed in the frame under a key only this passkey gives: opaque here. */
  backup: { splitId: string; blob: string } | undefined
  createdAt: number
  lastUsedAt: number | null
}

/** What a verified registration gives to store. */
export type NewPasskey = {
  id: string
  publicKey: Uint8Array
  counter: number
  transports: string[] | undefined
  name: string
  prf: boolean
}

type Row = {
  credential_id: string
  user_id: string
  public_key: string
  counter: string | number
  transports: string | null
  name: string
  prf: boolean
  backup_split_id: string | null
  backup_blob: string | null
  created_at: string | number
  last_used_at: string | number | null
}

const columns = `credential_id, user_id, public_key, counter, transports, name, prf, backup_split_id, backup_blob,
  created_at, last_used_at`

function transportsOf(text: string | null): string[] | undefined {
  if (text === null) return undefined
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : undefined
}

const toPasskey = (row: Row): StoredPasskey => ({
  id: row.credential_id,
  userId: row.user_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
  counter: Number(row.counter),
  transports: transportsOf(row.transports),
  name: row.name,
  prf: row.prf,
  backup:
    row.backup_split_id !== null && row.backup_blob !== null
      ? { splitId: row.backup_split_id, blob: row.backup_blob }
      : undefined,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
})

const insertPasskey = `insert into webauthn_credentials
  (credential_id, user_id, public_key, counter, transports, name, prf, created_at)`

const passkeyValues = (userId: string, passkey: NewPasskey, now: number) => [
  passkey.id,
  userId,
  Buffer.from(passkey.publicKey).toString('base64url'),
  passkey.counter,
  passkey.transports ? JSON.stringify(passkey.transports) : null,
  passkey.name,
  passkey.prf,
  now,
]

export async function findPasskey(
  db: Pick<Database, 'query'>,
  id: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<Row>(`select ${columns} from webauthn_credentials where credential_id = $1`, [
    id,
  ])
  return row && toPasskey(row)
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Pick<Database, 'query'>, userId: string): Promise<StoredPasskey[]> {
  const rows = await db.query<Row>(
    `select ${columns} from webauthn_credentials where user_id = $1 order by created_at, credential_id`,
    [userId],
  )
  return rows.map(toPasskey)
}

/**
 * A new user (without an e-mail address) with their first passkey, both or neither: 409 PASSKEY_REFUSED when the
 * passkey is stored already (for anyone).
 */
export async function createPasskeyUser(
  db: Database,
  { userId, passkey, now }: { userId: string; passkey: NewPasskey; now: number },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query('insert into users (id, email, locale, created_at) values ($1, null, null, $2)', [
      userId,
      now,
    ])
    const stored = await tx.query(
      `${insertPasskey} values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (credential_id) do nothing returning credential_id`,
      passkeyValues(userId, passkey, now),
    )
    if (stored.length === 0) throw new PasskeyRefusedError('stored', 409)
  })
}

/**
 * Adds a passkey to a user: 'added'; 'exists' when the passkey is stored already (for anyone); 'full' at
 * `MAX_PASSKEYS_PER_USER`.
 */
export async function addPasskey(
  db: Pick<Database, 'query'>,
  { userId, passkey, now }: { userId: string; passkey: NewPasskey; now: number },
): Promise<'added' | 'exists' | 'full'> {
  const rows = await db.query(
    `${insertPasskey} select $1, $2, $3, $4, $5, $6, $7, $8
     where (select count(*) from webauthn_credentials where user_id = $2) < $9
     on conflict (credential_id) do nothing returning credential_id`,
    [...passkeyValues(userId, passkey, now), MAX_PASSKEYS_PER_USER],
  )
  if (rows.length > 0) return 'added'
  return (await findPasskey(db, passkey.id)) ? 'exists' : 'full'
}

/**
 * Records a login with the passkey: its new signature counter and the time. False when the stored counter moved
 * meanwhile so that `counter` no longer goes forward (a concurrent login with the same signature count).
 */
export async function recordPasskeyUse(
  db: Pick<Database, 'query'>,
  { id, counter, now }: { id: string; counter: number; now: number },
): Promise<boolean> {
  const rows = await db.query(
    `update webauthn_credentials set counter = $2, last_used_at = $3
     where credential_id = $1 and (counter < $2 or (counter = 0 and $2 = 0)) returning credential_id`,
    [id, counter, now],
  )
  return rows.length > 0
}

export async function renamePasskey(
  db: Pick<Database, 'query'>,
  { userId, id, name }: { userId: string; id: string; name: string },
): Promise<boolean> {
  const rows = await db.query(
    'update webauthn_credentials set name = $3 where credential_id = $1 and user_id = $2 returning credential_id',
    [id, userId, name],
  )
  return rows.length > 0
}

/**
 * Deletes one of the user's passkeys with its backup: 'deleted'; 'not-found' when it is not theirs; 'last' when it
 * is the only way the user can log in (no e-mail address, no other passkey, no social login). Removals of one user's
 * ways in take turns, so two at once cannot remove the last two.
 */
export async function deletePasskey(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<'deleted' | 'not-found' | 'last'> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.query<{ email: string | null }>(
      'select email from users where id = $1 for update',
      [userId],
    )
    const [own] = await tx.query(
      'select 1 from webauthn_credentials where credential_id = $1 and user_id = $2',
      [id, userId],
    )
    if (!user || !own) return 'not-found'
    if ((await countLoginMethods(tx, userId)) <= 1) return 'last'
    await tx.query('delete from webauthn_credentials where credential_id = $1 and user_id = $2', [id, userId])
    return 'deleted'
  })
}

/** Stores a sealed share as the backup on one of the user's passkeys (which offers PRF then); false when not theirs. */
export async function storePasskeyBackup(
  db: Pick<Database, 'query'>,
  { userId, id, splitId, blob }: { userId: string; id: string; splitId: string; blob: string },
): Promise<boolean> {
  const rows = await db.query(
    `update webauthn_credentials set backup_split_id = $3, backup_blob = $4, prf = true
     where credential_id = $1 and user_id = $2 returning credential_id`,
    [id, userId, splitId, blob],
  )
  return rows.length > 0
}
