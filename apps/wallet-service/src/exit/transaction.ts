import type { Database, DatabaseConnection } from '@portico/server-kit/db'

/** Runs `work` in one transaction on one connection: all of it is written, or none. */
export function inTransaction<T>(db: Database, work: (tx: DatabaseConnection) => Promise<T>): Promise<T> {
  return db.session(async (tx) => {
    await tx.exec('begin')
    try {
      const result = await work(tx)
      await tx.exec('commit')
      return result
    } catch (error) {
      await tx.exec('rollback')
      throw error
    }
  })
}
