export {
  type Database,
  type DatabaseConnection,
  isUniqueViolation,
  type OpenDatabaseParameters,
  openDatabase,
} from './database.js'
export {
  DataDirInUseError,
  type DataDirLock,
  type DataDirLockHolder,
  type LockDataDirOptions,
  lockDataDir,
} from './dataDirLock.js'
export { type MigrateParameters, migrate } from './migrate.js'
