// `pnpm dev`: run the demo, which starts its local chains and services (see apps/demo/server/dev.ts).
import { spawn } from 'node:child_process'

const child = spawn('pnpm', ['--silent', '--filter', '@portico/demo', 'dev'], { stdio: 'inherit' })
// Stopped by Ctrl-C (the child got the signal too): that is a normal end.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
