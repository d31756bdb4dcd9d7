import { startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'

/**
 * Embedded PGlite and a real PostgreSQL server, both migrated, for a test file's `describe.each(['pglite',
 * 'postgres'])`: `database(name)` is the one to use. Opened before the file's tests, closed after them.
 */
export function useBothDatabases(): (name: string) => Database {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  const databases: Record<string, Database> = {}
  beforeAll(async () => {
    postgres = await startPostgres()
    databases.pglite = await openDatabase()
    databases.postgres = await openDatabase({ url: postgres.url })
    for (const db of Object.values(databases)) await migrate(db)
  }, 120_000)
  afterAll(async () => {
    for (const db of Object.values(databases)) await db.close()
    await postgres?.stop()
  })
  return (name) => databases[name] as Database
}
