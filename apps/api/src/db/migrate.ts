import { readdir, readFile } from 'node:fs/promises'
import type { Database } from './database.js'

const migrationsDir = new URL('./migrations/', import.meta.url)

/**
 * The advisory lock key migrations run under (an arbitrary constant, the same in every instance): instances
 * starting at once on one PostgreSQL database take turns, so each migration is applied once.
 */
export const MIGRATION_LOCK_KEY = 7_270_616_311

/**
 * Applies the versioned SQL files of migrations/ not yet recorded, in name order, holding the migration
 * advisory lock on one connection meanwhile. Returns those applied (none when another instance applied them).
 */
export async function migrate(db: Database): Promise<string[]> {
  return db.session(async (conn) => {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    let applied: string[]
    try {
      applied = await applyPending(conn)
    } catch (error) {
      // Best effort before the original error goes up: end the failed migration's transaction and give the
      // lock back (on PostgreSQL the connection is also closed, which does both anyway).
      await conn.exec('rollback').catch(() => {})
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
      throw error
    }
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    return applied
  })
}

async function applyPending(db: Pick<Database, 'query' | 'exec'>): Promise<string[]> {
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
