import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

/**
 * The pepper of code hashes: the configured one, else the database's own, made on first use so every instance
 * on one database (and a restarted one) checks the same codes.
 */
export async function loadCodePepper(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db.query('insert into service_secrets (id, code_pepper) values (1, $1) on conflict (id) do nothing', [
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.query<{ code_pepper: string }>(
    'select code_pepper from service_secrets where id = 1',
  )
  if (!row) throw new Error('service_secrets holds no pepper')
  return row.code_pepper
}
