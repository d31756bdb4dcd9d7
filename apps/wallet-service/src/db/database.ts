import {
  type Database,
  type OpenDatabaseParameters as KitParameters,
  openDatabase as openKitDatabase,
} from '@portico/server-kit/db'

export { type Database, isUniqueViolation } from '@portico/server-kit/db'

/** The lock file in a PGlite data folder while a wallet service uses it (`@portico/server-kit`'s folder lock). */
export const LOCK_FILE = 'portico-wallet-service.lock'

export type OpenDatabaseParameters = Omit<KitParameters, 'lock' | 'onIdleError'>

/**
 * The service's database: PostgreSQL with a `url`, else embedded PGlite, in memory or in the folder `dataDir`,
 * which one service at a time uses (a second open throws `DataDirInUseError`).
 */
export function openDatabase(options: OpenDatabaseParameters = {}): Promise<Database> {
  return openKitDatabase({
    ...options,
    lock: { lockFile: LOCK_FILE, service: 'wallet service' },
    onIdleError: (error) => console.error('[auth] idle PostgreSQL connection failed:', error.message),
  })
}
