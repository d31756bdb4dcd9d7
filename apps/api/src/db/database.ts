import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { lockDataDir } from './dataDirLock.js'

/** The SQL surface the API uses; the same on embedded PGlite and on a PostgreSQL server. */
export type Database = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs `work` on one connection held for its whole run (session state such as `pg_advisory_lock` and
   * `begin`…`commit` stay on it). PGlite has only one connection.
   */
  session<T>(work: (db: Omit<Database, 'session' | 'close'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** A PostgreSQL URL; without one the API embeds PGlite. */
  url?: string | undefined
  /**
   * PGlite data directory; in memory when absent. One process at a time uses it: the folder is locked while
   * open (`dataDirLock.ts`), and a second open throws `DataDirInUseError`.
   */
  dataDir?: string | undefined
}

export async function openDatabase({ url, dataDir }: DatabaseOptions = {}): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    return {
      query: async <Row>(sql: string, params: unknown[] = []) =>
        (await pool.query(sql, params)).rows as Row[],
      exec: async (sql) => void (await pool.query(sql)),
      async session(work) {
        const client = await pool.connect()
        // A held connection that dies between queries (the server restarted, the network dropped) is reported
        // by the next query's rejection; without a listener its 'error' event would end the process.
        const ignore = () => {}
        client.on('error', ignore)
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
          // A connection whose work failed may be mid-transaction or hold session locks: it is closed,
          // not pooled, which ends both on the server.
          client.removeListener('error', ignore)
          client.release(failed)
        }
      },
      close: () => pool.end(),
    }
  }
  // `memory://` is PGlite's in-memory form; a plain path or `file://` path is a folder on disk.
  const folder = dataDir && !dataDir.startsWith('memory://') ? dataDir.replace(/^file:\/\//, '') : undefined
  const lock = folder ? lockDataDir(folder) : undefined
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
