import { type Database, migrate as migrateKit } from '@portico/server-kit/db'

/** Instances starting at once on one PostgreSQL database take turns under this advisory lock. */
export const MIGRATION_LOCK_KEY = 4_600_031_700

/** Applies the service's migrations (`migrations/*.sql`) not yet recorded; returns those applied. */
export function migrate(db: Database): Promise<string[]> {
  return migrateKit(db, {
    migrationsDir: new URL('./migrations/', import.meta.url),
    lockKey: MIGRATION_LOCK_KEY,
  })
}
