import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/** The lock file in a PGlite data folder: JSON `{ pid, host, startedAt }` of the process using the folder. */
export const LOCK_FILE = 'portico-api.lock'

export type DataDirLockHolder = { pid: number; host: string; startedAt: string }

export type DataDirLock = {
  /** Removes the lock file, if it is still this lock's. */
  release(): void
}

/** Thrown when another process (alive, or on another host) holds the PGlite data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError' as const
  readonly dataDir: string
  readonly holder: DataDirLockHolder
  /** What to do when the holder is known to be gone (e.g. a process on another host that crashed). */
  readonly details: string

  constructor(dataDir: string, holder: DataDirLockHolder) {
    super(
      `PGlite data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
        'Run one API per folder, or use PostgreSQL (DATABASE_URL) to run several.',
    )
    this.dataDir = dataDir
    this.holder = holder
    this.details = `If no API runs on that folder, delete ${join(dataDir, LOCK_FILE)}.`
  }
}

/** A lock file that cannot be parsed is being written, unless it is older than this (its writer died). */
const UNREADABLE_GRACE_MS = 2_000
/** A takeover marker older than this was left by a process that died while taking over a stale lock. */
const TAKEOVER_GRACE_MS = 10_000

/**
 * Takes the PGlite data folder `dataDir` for this process (creating the folder if needed): PGlite is one
 * process's embedded database, and two processes on one folder corrupt it. The lock file is created
 * atomically (`wx`); if it exists, its holder keeps the folder while its process runs on this host (its pid
 * alive and not reused since) or when it is on another host (where we cannot check); else the lock is stale
 * (a crash) and is taken over.
 *
 * @throws DataDirInUseError when the folder is held.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, LOCK_FILE)
  const mine = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  } satisfies DataDirLockHolder)

  // Each pass either creates the lock, throws, or removes a stale lock; a few passes cover races.
  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(path, mine)) {
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
    const held = read(path)
    if (held === undefined) continue // released in the meantime
    const holder = parse(held)
    if (!holder) {
      if (ageMs(path) < UNREADABLE_GRACE_MS) {
        sleep(50)
        continue
      }
    } else if (holder.host !== hostname() || holds(holder, path)) {
      throw new DataDirInUseError(dir, holder)
    }
    removeStale(path, held)
  }
  // Only reached if other processes keep taking and dropping the folder: report the last holder seen.
  const holder = parse(read(path) ?? '')
  throw new DataDirInUseError(dir, holder ?? { pid: 0, host: 'unknown', startedAt: 'unknown' })
}

/** Creates the lock file with `content` unless it exists. */
function create(path: string, content: string): boolean {
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
 * process created meanwhile is never removed.
 */
function removeStale(path: string, stale: string) {
  const marker = `${path}.takeover`
  if (!create(marker, String(process.pid))) {
    if (ageMs(marker) > TAKEOVER_GRACE_MS) unlinkQuietly(marker)
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
 * Whether the lock's holder (on this host) still runs. A lock naming this process's own pid that this
 * process does not hold, or a pid now used by a process that started after the lock was taken, was left by
 * an earlier process whose pid has been reused (a container restarted keeps its host name and tends to give
 * the API the same pid).
 */
function holds(holder: DataDirLockHolder, path: string): boolean {
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

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
