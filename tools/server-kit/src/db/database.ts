import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type LockDataDirOptions, lockDataDir } from './dataDirLock.js'
import { newMemoryPGlite } from './memoryCluster.js'

/** The SQL surface the services use; the same on embedded PGlite and on a PostgreSQL server. */
export type Database = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs `work` on one connection held for its whole run (session state such as `pg_advisory_lock` and
   * `begin`…`commit` stay on it). PGlite has only one connection.
   */
  session<T>(work: (db: DatabaseConnection) => Promise<T>): Promise<T>
  /**
   * Runs `work` in one transaction: all of it is written, or none (it rolls back when `work` throws). On PGlite
   * it has the one connection alone meanwhile: other statements and transactions wait for it to end.
   */
  transaction<T>(work: (tx: DatabaseConnection) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** One connection of a `Database` (inside `session`). */
export type DatabaseConnection = Pick<Database, 'query' | 'exec'>

export type OpenDatabaseParameters = {
  /** A PostgreSQL URL; without one the service embeds PGlite. */
  url?: string | undefined
  /**
   * PGlite data directory (a path, or `file://` and a path); in memory when absent or `memory://`. One process
   * at a time uses a folder: it is locked while open, and a second open throws `DataDirInUseError`.
   */
  dataDir?: string | undefined
  /** The folder lock's file name and how its refusal names the service. */
  lock: LockDataDirOptions
  /** Where a failure of an idle PostgreSQL connection is reported (the next query fails anyway). */
  onIdleError?: ((error: Error) => void) | undefined
}

/**
 * Opens PostgreSQL (`url`) or embedded PGlite (in memory, or in the locked folder `dataDir`).
 *
 * @example
 * const db = await openDatabase({ dataDir: '.data', lock: { lockFile: 'portico-api.lock', service: 'API' } })
 */
export async function openDatabase({
  url,
  dataDir,
  lock: lockOptions,
  onIdleError = (error) => console.error('[db] idle PostgreSQL connection failed:', error.message),
}: OpenDatabaseParameters): Promise<Database> {
  if (url) return openPostgres(url, onIdleError)
  // `memory://` is PGlite's in-memory form; a plain path or `file://` path is a folder on disk.
  const folder = dataDir && !dataDir.startsWith('memory://') ? dataDir.replace(/^file:\/\//, '') : undefined
  const lock = folder ? lockDataDir(folder, lockOptions) : undefined
  let db: PGlite
  try {
    if (folder) {
      db = new PGlite(dataDir)
      await db.waitReady
    } else db = await newMemoryPGlite()
  } catch (error) {
    lock?.release()
    throw error
  }
  const database: Database = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    session: (work) => work(database),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    async close() {
      try {
        await db.close()
      } finally {
        lock?.release()
      }
    },
  }
  return database
}

function openPostgres(url: string, onIdleError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection reports it here; without a listener it would end the process.
  pool.on('error', onIdleError)
  const on = (client: pg.PoolClient): DatabaseConnection => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await client.query(sql)),
  })
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await pool.query(sql)),
    async session(work) {
      const client = await pool.connect()
      // A held connection that dies between queries (the server restarted, the network dropped) is reported
      // by the next query's rejection; without a listener its 'error' event would end the process.
      const ignore = () => {}
      client.on('error', ignore)
      let failed = false
      try {
        return await work(on(client))
      } catch (error) {
        failed = true
        throw error
      } finally {
        // A connection whose work failed may be mid-transaction or hold session locks: it is closed, not
        // pooled, which ends both on the server.
        client.removeListener('error', ignore)
        client.release(failed)
      }
    },
    transaction(work) {
      return this.session(async (tx) => {
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
    },
    close: () => pool.end(),
  }
}

/** Whether `error` is PostgreSQL's unique-constraint violation (on PGlite and on a server alike). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
