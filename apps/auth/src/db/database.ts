import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { lockDataDir } from './dataDirLock.js'

/** The SQL the service runs; the same on embedded PGlite and on a PostgreSQL server. */
export type Database = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` on one connection held for its whole run (advisory locks, `begin`…`commit`). */
  session<T>(work: (db: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type OpenDatabaseParameters = {
  /** A PostgreSQL URL; without one, PGlite. */
  url?: string | undefined
  /** PGlite's data folder (locked while open); in memory when absent. */
  dataDir?: string | undefined
}

/** Opens PostgreSQL (`url`) or embedded PGlite (in memory, or in `dataDir`). */
export async function openDatabase({ url, dataDir }: OpenDatabaseParameters = {}): Promise<Database> {
  if (url) return openPostgres(url)
  const lock = dataDir ? lockDataDir(dataDir) : undefined
  let db: PGlite
  try {
    db = dataDir ? new PGlite(dataDir) : new PGlite()
    await db.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const database: Database = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    session: (work) => work(database),
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

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection reports it here; without a listener it would end the process.
  pool.on('error', (error) => console.error('[auth] idle PostgreSQL connection failed:', error.message))
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await pool.query(sql)),
    async session(work) {
      const client = await pool.connect()
      let failed = false
      try {
        return await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
          exec: async (sql) => void (await client.query(sql)),
        })
      } catch (error) {
        failed = true
        throw error
      } finally {
        // A failed connection may hold a transaction or a lock: closed, not pooled.
        client.release(failed)
      }
    },
    close: () => pool.end(),
  }
}

/** Whether `error` is PostgreSQL's unique-constraint violation (on PGlite and on a server alike). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
