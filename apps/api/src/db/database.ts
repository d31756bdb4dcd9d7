import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** The SQL surface the API uses; the same on embedded PGlite and on a PostgreSQL server. */
export type Database = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** A PostgreSQL URL; without one the API embeds PGlite. */
  url?: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined
}

export async function openDatabase({ url, dataDir }: DatabaseOptions = {}): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    return {
      query: async <Row>(sql: string, params: unknown[] = []) =>
        (await pool.query(sql, params)).rows as Row[],
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    }
  }
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  }
}
