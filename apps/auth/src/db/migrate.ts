import { readdir, readFile } from 'node:fs/promises'
import type { Database } from './database.js'

const migrationsDir = new URL('./migrations/', import.meta.url)

/** Instances starting at once on one PostgreSQL database take turns under this advisory lock. */
export const MIGRATION_LOCK_KEY = 4_600_031_700

/** Applies the SQL files of migrations/ not yet recorded, in name order; returns those applied. */
export async function migrate(db: Database): Promise<string[]> {
  return db.session(async (conn) => {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await conn.exec(`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`)
      const done = new Set(
        (await conn.query<{ version: string }>('select version from schema_migrations')).map(
          (r) => r.version,
        ),
      )
      const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()
      const applied: string[] = []
      for (const file of files) {
        const version = file.replace(/\.sql$/, '')
        if (done.has(version)) continue
        const sql = await readFile(new URL(file, migrationsDir), 'utf8')
        await conn.exec(
          `begin;\n${sql}\ninsert into schema_migrations (version) values ('${version}');\ncommit;`,
        )
        applied.push(version)
      }
      return applied
    } catch (error) {
      await conn.exec('rollback').catch(() => {})
      throw error
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    }
  })
}
