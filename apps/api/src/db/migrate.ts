import { readdir, readFile } from 'node:fs/promises'
import type { Database } from './database.js'

const migrationsDir = new URL('./migrations/', import.meta.url)

/** Applies the versioned SQL files of migrations/ not yet recorded, in name order. Returns those applied. */
export async function migrate(db: Database): Promise<string[]> {
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
