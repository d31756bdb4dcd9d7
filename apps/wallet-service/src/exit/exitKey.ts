import { ed25519 } from '@noble/curves/ed25519'
import type { Database } from '../db/database.js'

export type ExitKey = { publicKey: string; privateKey: Uint8Array }

/**
 * This service's Ed25519 exit key, made the first time it is asked for and kept in the database (every instance
 * on one database signs with the same key). The public key is base64url.
 */
export async function loadExitKey(db: Pick<Database, 'query'>, now = Date.now()): Promise<ExitKey> {
  const privateKey = ed25519.utils.randomPrivateKey()
  await db.query(
    `insert into exit_keys (id, public_key, private_key, created_at) values (1, $1, $2, $3)
     on conflict (id) do nothing`,
    [
      Buffer.from(ed25519.getPublicKey(privateKey)).toString('base64url'),
      Buffer.from(privateKey).toString('base64url'),
      now,
    ],
  )
  privateKey.fill(0)
  const [row] = await db.query<{ public_key: string; private_key: string }>(
    'select public_key, private_key from exit_keys where id = 1',
  )
  if (!row) throw new Error('the exit key was neither stored nor found')
  return { publicKey: row.public_key, privateKey: new Uint8Array(Buffer.from(row.private_key, 'base64url')) }
}
