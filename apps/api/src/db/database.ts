import {
  type Database,
  type OpenDatabaseParameters,
  openDatabase as openKitDatabase,
} from '@portico/server-kit/db'

export type { Database }

/** The lock file in a PGlite data folder while an API uses it (`@portico/server-kit`'s folder lock). */
export const LOCK_FILE = 'portico-api.lock'

export type DatabaseOptions = Omit<OpenDatabaseParameters, 'lock'>

/**
 * The API's database: PostgreSQL with a `url`, else embedded PGlite, in memory or in the folder `dataDir`, which
 * one API at a time uses (a second open throws `DataDirInUseError`).
 */
export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return openKitDatabase({ ...options, lock: { lockFile: LOCK_FILE, service: 'API' } })
}
