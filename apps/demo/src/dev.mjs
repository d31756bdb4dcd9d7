// `pnpm dev`: the local world on free ports. Until the demo UI lands (the modal issue), this starts the
// devnet and the self-hosted API and says what is coming.
import { spawn } from 'node:child_process'

console.log(`Portico — local development

Starting the local EVM devnet (two anvil chains with the project's contracts) and the self-hosted
blockchain API. The Vite + React demo with the injected dev wallet arrives with the modal issue.
`)

const api = spawn('pnpm', ['--filter', '@portico/api', 'exec', 'tsx', 'src/cli.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '0' },
})
api.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal))
