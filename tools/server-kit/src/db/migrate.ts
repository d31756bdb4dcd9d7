import { readdir, readFile } from 'node:fs/promises'
import type { Database, DatabaseConnection } from './database.js'

export type MigrateParameters = {
  /** The folder of versioned SQL files (`0001_name.sql`…), applied in name order. */
  migrationsDir: URL
  /**
   * The advisory lock key migrations run under (an arbitrary constant of the service, the same in every
   * instance): instances starting at once on one PostgreSQL database take turns, so each file is applied once.
   */
  lockKey: number
}

/**
 * Applies the SQL files of `migrationsDir` not yet recorded in `schema_migrations`, each in a transaction with
 * its record, holding the migration advisory lock on one connection meanwhile. Returns those applied (none when
 * another instance applied them).
 *
 * @example
 * await migrate(db, { migrationsDir: new URL('./migrations/', import.meta.url), lockKey: 7_270_616_311 })
 */
export async function migrate(
  db: Database,
  { migrationsDir, lockKey }: MigrateParameters,
): Promise<string[]> {
  return db.session(async (conn) => {
    await conn.query('select pg_advisory_lock($1)', [lockKey])
    try {
      return await applyPending(conn, migrationsDir)
    } catch (error) {
      // Best effort before the original error goes up: end the failed migration's transaction (on PostgreSQL
      // the connection is also closed, which ends it anyway).
      await conn.exec('rollback').catch(() => {})
      throw error
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {})
    }
  })
}

async function applyPending(db: DatabaseConnection, migrationsDir: URL): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`)
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  )
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()
  const applied: string[] = []
  for (const file of files) {
    const version = file.replace(/\.sql$/, '')
    if (done.has(version)) continue
    const sql = await readFile(new URL(file, migrationsDir), 'utf8')
    await db.exec(`begin;\n${sql}\ninsert into schema_migrations (version) values ('${version}');\ncommit;`)
    applied.push(version)
  }
  return applied
}
