// `pnpm dev`: run the demo, which starts its local chains and services (see apps/demo/server/dev.ts).
// The demo's server is this process's own child (no pnpm between them, which would not pass a signal on), and
// it is stopped when this process is signalled or loses its parent: `pnpm dev` ended by SIGTERM kills its
// shell but not this process, and must not leave the chains and servers running.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const child = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
  cwd: fileURLToPath(new URL('../apps/demo/', import.meta.url)),
  stdio: 'inherit',
})
// Stopped by Ctrl-C (the child got the signal too) or by a signal passed on: that is a normal end.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM')
}, 500).unref()
