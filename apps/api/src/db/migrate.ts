import { type Database, migrate as migrateKit } from '@portico/server-kit/db'

/**
 * The advisory lock key the API's migrations run under (an arbitrary constant, the same in every instance):
 * instances starting at once on one PostgreSQL database take turns, so each migration is applied once.
 */
export const MIGRATION_LOCK_KEY = 7_270_616_311

/** Applies the API's migrations (`migrations/*.sql`) not yet recorded; returns those applied. */
export function migrate(db: Database): Promise<string[]> {
  return migrateKit(db, {
    migrationsDir: new URL('./migrations/', import.meta.url),
    lockKey: MIGRATION_LOCK_KEY,
  })
}
