import { type ChildProcess, spawn } from 'node:child_process'

// Polls the parent (this Node process) once a second; once it is gone or a zombie (even after SIGKILL,
// when no exit handler runs) kills the given process groups. $1 is the parent pid, the rest are group ids.
const script = [
  'p=$1; shift',
  'alive() {',
  '  if ! command -v ps >/dev/null 2>&1; then kill -0 "$p" 2>/dev/null; return; fi',
  `  case "$(ps -o stat= -p "$p" 2>/dev/null)" in ''|*Z*) return 1;; esac`,
  '}',
  'while alive; do sleep 1; done',
  'for g in "$@"; do kill -9 "-$g" 2>/dev/null; done',
].join('\n')

export type StartWatchdogOptions = {
  /** The process whose end the watchdog waits for; default this one. */
  parentPid?: number
  /** The watchdog's name in `ps` (its `$0`); default `portico-devnet-watchdog`. */
  name?: string
}

/**
 * Starts a detached shell that kills `processGroups` (SIGKILL) once the parent process is gone, or returns
 * undefined where there is no POSIX shell.
 */
export function startWatchdog(
  processGroups: number[],
  { parentPid = process.pid, name = 'portico-devnet-watchdog' }: StartWatchdogOptions = {},
): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined
  const args = ['-c', script, name, String(parentPid), ...processGroups.map(String)]
  const child = spawn('/bin/sh', args, { detached: true, stdio: 'ignore' })
  child.unref()
  return child
}

/** SIGKILL to the child's process group, unless it has exited. */
export function killGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Kills the watchdog's process group and resolves once it is reaped. */
export async function stopWatchdog(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.ref() // so its exit is observed (and the process reaped) before this resolves
  killGroup(child)
  await exited
}
