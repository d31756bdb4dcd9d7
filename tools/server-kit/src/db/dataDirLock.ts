import { randomBytes } from 'node:crypto'
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/** The content of a lock file: JSON `{ pid, host, startedAt }` of the process using the folder. */
export type DataDirLockHolder = { pid: number; host: string; startedAt: string }

export type DataDirLock = {
  /** Removes the lock file, if it is still this lock's. */
  release(): void
}

export type LockDataDirOptions = {
  /** The lock file's name inside the folder, e.g. `portico-api.lock`. */
  lockFile: string
  /** How a refusal names the service, e.g. `API`: "Run one API per folder". */
  service: string
}

/** Thrown when another process (alive, or on another host) holds the PGlite data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError' as const
  readonly dataDir: string
  readonly holder: DataDirLockHolder
  /** What to do when the holder is known to be gone (e.g. a process on another host that crashed). */
  readonly details: string

  constructor(dataDir: string, holder: DataDirLockHolder, { lockFile, service }: LockDataDirOptions) {
    super(
      `PGlite data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
        `Run one ${service} per folder, or use PostgreSQL (DATABASE_URL) to run several.`,
    )
    this.dataDir = dataDir
    this.holder = holder
    this.details = `If no ${service} runs on that folder, delete ${join(dataDir, lockFile)}.`
  }
}

/** A lock file that cannot be parsed is being written, unless it is older than this (its writer died). */
const UNREADABLE_GRACE_MS = 2_000
/** A takeover marker older than this whose process is gone was left by a crash during a takeover. */
const TAKEOVER_GRACE_MS = 10_000

/**
 * Takes the PGlite data folder `dataDir` for this process (creating the folder if needed): PGlite is one
 * process's embedded database, and two processes on one folder corrupt it.
 *
 * The lock file appears whole or not at all: its content is written to a file of this process's own, which is
 * then hard-linked to the lock's name (a link fails when the name exists, like `O_EXCL`). If a lock exists, its
 * holder keeps the folder while its process runs on this host (its pid alive and not reused since) or when it
 * is on another host (where it cannot be checked); else the lock is stale (a crash) and is taken over. A lock
 * another process just took is never removed: takeovers take turns on a marker file and remove only the
 * stale content they read.
 *
 * @throws DataDirInUseError when the folder is held.
 * @example
 * const lock = lockDataDir('.data', { lockFile: 'portico-api.lock', service: 'API' })
 * // … use the folder …
 * lock.release()
 */
export function lockDataDir(dataDir: string, options: LockDataDirOptions): DataDirLock {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, options.lockFile)
  const mine = JSON.stringify(holderHere())

  // Each pass either creates the lock, throws, or removes a stale lock; a few passes cover races.
  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(path, mine)) return held(path, mine)
    const content = read(path)
    if (content === undefined) continue // released in the meantime
    const holder = parse(content)
    if (!holder) {
      // Only a writer without hard links (see `create`) leaves a lock unreadable for a moment.
      if (ageMs(path) < UNREADABLE_GRACE_MS) {
        sleep(50)
        continue
      }
    } else if (holds(holder, path)) {
      throw new DataDirInUseError(dir, holder, options)
    }
    removeStale(path, content)
  }
  // Only reached if other processes keep taking and dropping the folder: report the last holder seen.
  const holder = parse(read(path) ?? '')
  throw new DataDirInUseError(dir, holder ?? { pid: 0, host: 'unknown', startedAt: 'unknown' }, options)
}

function holderHere(): DataDirLockHolder {
  return { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }
}

/** The lock this process now holds on `path`; given back on release or when the process exits. */
function held(path: string, mine: string): DataDirLock {
  heldHere.add(path)
  const release = () => {
    process.off('exit', release)
    heldHere.delete(path)
    if (read(path) === mine) unlinkSync(path)
  }
  // A process that exits without closing the database still leaves a clean folder.
  process.on('exit', release)
  return { release }
}

/** Errors of file systems that have no hard links. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])

/** Creates `path` holding `content` unless it exists; other processes see it whole or not at all. */
function create(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temp, content, { flag: 'wx' })
  try {
    linkSync(temp, path)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (code === 'EEXIST') return false
    if (NO_LINKS.has(code)) return createInPlace(path, content)
    throw error
  } finally {
    unlinkQuietly(temp)
  }
}

/** `create` without hard links: exclusive, but the file is empty until written (readers wait for it). */
function createInPlace(path: string, content: string): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, content)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Removes the stale lock whose content is `stale`. Processes taking over at once serialise on a takeover
 * marker, and the lock is removed only if it still holds the stale content, so a fresh lock that another
 * process created meanwhile is never removed. A marker is removed only when it is old and its process gone
 * (a process that is merely slow keeps its turn).
 */
function removeStale(path: string, stale: string) {
  const marker = `${path}.takeover`
  if (!create(marker, JSON.stringify(holderHere()))) {
    const owner = parse(read(marker) ?? '')
    // A marker naming this process was left by an earlier process with the same pid (we hold none between calls).
    const abandoned = !owner || owner.host !== hostname() || owner.pid === process.pid || !alive(owner.pid)
    if (abandoned && ageMs(marker) > TAKEOVER_GRACE_MS) unlinkQuietly(marker)
    else sleep(50)
    return
  }
  try {
    if (read(path) === stale) unlinkQuietly(path)
  } finally {
    unlinkQuietly(marker)
  }
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function parse(content: string): DataDirLockHolder | undefined {
  try {
    const { pid, host, startedAt } = JSON.parse(content) as Partial<DataDirLockHolder>
    const valid = Number.isInteger(pid) && typeof host === 'string' && typeof startedAt === 'string'
    if (valid && (pid as number) > 0) return { pid: pid as number, host, startedAt }
  } catch {}
  return undefined
}

/** Lock files this process holds (it is the process, not an instance, that owns a folder). */
const heldHere = new Set<string>()

/**
 * Whether the lock's holder still runs: always so on another host (it cannot be checked from here). On this
 * host, a lock naming this process's own pid that this process does not hold, or a pid now used by a process
 * that started after the lock was taken, was left by an earlier process whose pid has been reused (a container
 * restarted keeps its host name and tends to give the service the same pid).
 */
function holds(holder: DataDirLockHolder, path: string): boolean {
  if (holder.host !== hostname()) return true
  if (holder.pid === process.pid) return heldHere.has(path)
  if (!alive(holder.pid)) return false
  const started = processStartMs(holder.pid)
  const locked = Date.parse(holder.startedAt)
  // The boot time is in whole seconds: allow for that before calling the process a newer one.
  return started === undefined || Number.isNaN(locked) || started <= locked + 2_000
}

/** When a process started, from Linux's /proc (clock ticks since boot, at 100 a second); elsewhere unknown. */
function processStartMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which is in parentheses and may hold spaces); starttime is field 22.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19])
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1])
    return Number.isFinite(ticks) && Number.isFinite(boot) ? boot * 1000 + ticks * 10 : undefined
  } catch {
    return undefined
  }
}

/** Whether a process with this pid runs on this host (EPERM: it does, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/** Blocks this thread for `ms` (the lock is taken synchronously, before the database opens). */
function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
