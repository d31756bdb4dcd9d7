export {
  type CreateLoggerParameters,
  createLogger,
  DEFAULT_LOG_LEVEL,
  errorDetails,
  LOG_BUFFER_BYTES,
  type LogEntry,
  type LogEntryLevel,
  type Logger,
  type LogLevel,
  logLevels,
} from './createLogger.js'
export { loggedStep } from './loggedStep.js'
