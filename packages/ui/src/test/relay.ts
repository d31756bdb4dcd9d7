import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// (A string, not `new URL`: happy-dom replaces the URL class.)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

// The relay runs in a Node process of its own: this package's tests resolve modules for the browser (happy-dom),
// where the `ws` server does not exist.
const script = `
import { startRelay } from '@portico/relay'
const relay = await startRelay({ host: '127.0.0.1', port: 0 })
process.stdout.write(relay.url + '\\n')
process.on('SIGTERM', () => relay.stop().finally(() => process.exit(0)))
`

export type RelayProcess = { url: string; stop(): Promise<void> }

/** Starts `@portico/relay` on a free local port in a child process. */
export function startRelayProcess(): Promise<RelayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(/ws:\/\/\S+/)?.[0]
      if (url) resolve({ url, stop })
    })
    child.once('exit', (code) => reject(new Error(`The relay exited (${code}) before listening`)))
  })
}

/**
 * Whether the relay and core's Sign client (`@portico/walletconnect`, as core loads it: its build) are there to
 * pair through. While either is still being written, the pairing tests wait for it.
 */
export function pairingAvailable(): boolean {
  try {
    const relay = createRequire(join(root, 'package.json')).resolve('@portico/relay')
    const client = createRequire(join(root, '../core/package.json')).resolve('@portico/walletconnect')
    return (
      existsSync(relay) &&
      readFileSync(relay, 'utf8').includes('startRelay') &&
      existsSync(client) &&
      readFileSync(client, 'utf8').includes('createSignClient')
    )
  } catch {
    return false
  }
}
