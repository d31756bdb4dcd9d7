import type { Database, DatabaseConnection } from '@portico/server-kit/db'

/**
 * Runs `work` in one transaction: all of it is written, or none. On embedded PGlite it has the database alone
 * meanwhile (two at once used to interleave on its one connection).
 */
export function inTransaction<T>(db: Database, work: (tx: DatabaseConnection) => Promise<T>): Promise<T> {
  return db.transaction(work)
}
