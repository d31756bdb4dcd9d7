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

/** Starts the watchdog shell, or returns undefined where there is no POSIX shell. */
export function startWatchdog(processGroups: number[], parentPid = process.pid): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined
  const args = ['-c', script, 'portico-devnet-watchdog', String(parentPid), ...processGroups.map(String)]
  const child = spawn('/bin/sh', args, { detached: true, stdio: 'ignore' })
  child.unref()
  return child
}
