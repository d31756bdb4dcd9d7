/** How much a logger records: only errors by default; 'silent' records nothing. */
export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof logLevels)[number]
export type LogEntryLevel = Exclude<LogLevel, 'silent'>

/** The default level: errors only. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
/** The ring buffer's bound: 1,024,000 bytes of UTF-8; the oldest entries go first. */
export const LOG_BUFFER_BYTES = 1_024_000

export type LogEntry = {
  /** ms since epoch, from the config's clock. */
  time: number
  level: LogEntryLevel
  /** Where it happened: 'core', 'api', 'connection', an adapter's namespace, a plug-in's id. */
  source: string
  /** A short description; never a key, a secret or a message being signed. */
  message: string
  /** Plain details (an error's name and message, an HTTP status, a method name). */
  details?: Record<string, string | number | boolean | undefined> | undefined
}

export type Logger = {
  readonly level: LogLevel
  error(source: string, message: string, details?: LogEntry['details']): void
  warn(source: string, message: string, details?: LogEntry['details']): void
  info(source: string, message: string, details?: LogEntry['details']): void
  debug(source: string, message: string, details?: LogEntry['details']): void
  /** The recorded entries, oldest first: what an app attaches to a bug report. */
  getLogs(): LogEntry[]
  clear(): void
}

export type CreateLoggerParameters = {
  level?: LogLevel | undefined
  /** Bound of the recorded entries' UTF-8 JSON, in bytes (default 1,024,000). */
  maxBytes?: number | undefined
  now?: (() => number) | undefined
}

const encoder = new TextEncoder()

/**
 * A logger that keeps its entries in a ring buffer of `maxBytes` (each entry counted as its UTF-8 JSON) and
 * writes nothing anywhere else. Entries above `level` are dropped at once.
 */
export function createLogger({
  level = DEFAULT_LOG_LEVEL,
  maxBytes = LOG_BUFFER_BYTES,
  now = Date.now,
}: CreateLoggerParameters = {}): Logger {
  const rank = logLevels.indexOf(level)
  const entries: { entry: LogEntry; bytes: number }[] = []
  let total = 0
  const record =
    (entryLevel: LogEntryLevel) => (source: string, message: string, details?: LogEntry['details']) => {
      if (logLevels.indexOf(entryLevel) > rank) return
      const entry: LogEntry = { time: now(), level: entryLevel, source, message, ...(details && { details }) }
      const bytes = encoder.encode(JSON.stringify(entry)).length
      if (bytes > maxBytes) return
      entries.push({ entry, bytes })
      total += bytes
      while (total > maxBytes) total -= entries.shift()?.bytes ?? 0
    }
  return {
    level,
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    getLogs: () => entries.map(({ entry }) => entry),
    clear() {
      entries.length = 0
      total = 0
    },
  }
}

/** An error's name and message for a log entry, nothing more (no stack, no request body). */
export function errorDetails(error: unknown): { name: string; message: string } {
  if (error instanceof Error) {
    const short = (error as { shortMessage?: unknown }).shortMessage
    return { name: error.name, message: typeof short === 'string' ? short : error.message }
  }
  return { name: typeof error, message: String(error) }
}
