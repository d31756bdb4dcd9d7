// `pnpm dev`: run the demo (which starts its local chains and services).
import { spawn } from 'node:child_process'

const child = spawn('pnpm', ['--filter', '@portico/demo', 'dev'], { stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
