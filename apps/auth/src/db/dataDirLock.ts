import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'portico-auth.lock'

/** Thrown when another live process holds the PGlite data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError' as const
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; host: string },
  ) {
    super(
      `PGlite data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host}. ` +
        `Run one service per folder, or use PostgreSQL (DATABASE_URL) to run several. ` +
        `If no service runs on it, delete ${join(dataDir, LOCK_FILE)}.`,
    )
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the PGlite folder for this process: PGlite is one process's database, and two processes on one folder
 * corrupt it. A lock left by a dead process on this host is taken over; one from another host is respected.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, LOCK_FILE)
  const mine = JSON.stringify({ pid: process.pid, host: hostname() })
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      writeFileSync(path, mine, { flag: 'wx' })
      return {
        release() {
          try {
            if (readFileSync(path, 'utf8') === mine) unlinkSync(path)
          } catch {
            // Already gone.
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder: { pid: number; host: string } | undefined
    try {
      holder = JSON.parse(readFileSync(path, 'utf8')) as { pid: number; host: string }
    } catch {
      holder = undefined
    }
    if (holder && (holder.host !== hostname() || alive(holder.pid))) throw new DataDirInUseError(dir, holder)
    try {
      unlinkSync(path)
    } catch {
      // Another process removed it first; try again.
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
