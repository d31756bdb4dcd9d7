import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { isProcessAlive as alive } from '@portico/dev-utils'
import { afterAll, describe, expect, test } from 'vitest'

// `pnpm dev` as a terminal runs it: a shell that runs `node scripts/dev.mjs`. A supervisor (or `kill`) that
// ends the shell with SIGTERM reaches nothing below it, as with pnpm; what `pnpm dev` started must still stop.
const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Every process below `pid`, from /proc (a clean machine may have no `ps`). */
function descendants(pid: number): number[] {
  const rows: [number, number][] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      rows.push([Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])])
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = []
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

/** Whether something accepts a TCP connection on the port of `url`. */
const listening = (url: URL) =>
  new Promise<boolean>((resolve) => {
    // Every server listens on 127.0.0.1; the demo and the wallet service are addressed as localhost.
    const socket = connect(Number(url.port), '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

describe('pnpm dev', () => {
  let shell: ChildProcess | undefined
  let started: number[] = []
  afterAll(() => {
    // A failed run leaves nothing behind for the next test.
    for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL')
    shell?.kill('SIGKILL')
  })

  test('ended by SIGTERM to its shell, it stops every chain and server it started', async () => {
    shell = spawn('sh', ['-c', 'node scripts/dev.mjs; exit $?'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    let output = ''
    shell.stderr?.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve, reject) => {
      shell?.stdout?.on('data', (chunk) => {
        output += chunk
        if (output.includes('Press Ctrl-C to stop everything.')) resolve()
      })
      shell?.once('exit', (code) =>
        reject(new Error(`pnpm dev ended (${code}) before it was ready:\n${output}`)),
      )
    })
    const urls = [...output.matchAll(/(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost):\d+/g)].map(
      ([url]) => new URL(url),
    )
    // The demo, API, relay, wallet service, inbox, both EVM chains, Polkadot and the WalletConnect wallet page.
    expect(urls.length).toBeGreaterThanOrEqual(8)
    started = descendants(shell.pid ?? 0)
    expect(started.length).toBeGreaterThan(3)
    for (const url of urls) expect(await listening(url), url.href).toBe(true)

    shell.kill('SIGTERM')
    await expect
      .poll(async () => (await Promise.all(urls.map(listening))).filter(Boolean).length, { timeout: 30_000 })
      .toBe(0)
    await expect.poll(() => started.filter(alive), { timeout: 30_000 }).toEqual([])
  })
})
