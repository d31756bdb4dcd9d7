import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { LOCK_FILE, openDatabase } from './db/database.js'
import { seededDataDir } from './test/seededDataDir.js'

// Two processes on one PGlite folder corrupt it without a word (rows lost, an index broken), so the folder
// is locked by the process that opens it; a lock left by a crashed process is taken over. The lock itself is
// tested in @portico/server-kit; here, the API's command line refuses a held folder and recovers a stale one.

let dir: string
beforeEach(async () => {
  dir = await seededDataDir('portico-lock-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(`${dir}.json`, { force: true })
})

const inUse = (folder: string, pid: number) =>
  `PGlite data folder ${folder} is in use by process ${pid} on ${hostname()} (started `

describe('API processes (the CLI) on one folder', () => {
  const children: ChildProcess[] = []
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  })

  /** Starts `src/cli.ts` on `dir` with one (unreachable) chain, so it starts no devnet and indexes nothing. */
  async function startCli() {
    const config = `${dir}.json`
    await writeFile(
      config,
      JSON.stringify({
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Local',
            rpcUrl: 'http://127.0.0.1:9',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        indexer: { enabled: false },
      }),
    )
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, PORTICO_API_CONFIG: config, PORTICO_DATA_DIR: dir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (chunk) => (stdout += chunk))
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    // Resolves with the API's URL once it serves, or with the exit code and stderr if it stops first.
    const outcome = new Promise<{ url: string } | { code: number | null; stderr: string }>((resolve) => {
      child.stdout!.on('data', () => {
        const url = /"api": "([^"]+)"/.exec(stdout)?.[1]
        if (url) resolve({ url })
      })
      child.once('exit', (code) => resolve({ code, stderr }))
    })
    return { child, outcome }
  }

  // Three API processes start one after another (each loads the API and opens PGlite): minutes on a loaded machine.
  test('a second process on the folder exits non-zero naming the holder; after kill -9 of the holder a new start recovers, with the data', async () => {
    const first = await startCli()
    const served = await first.outcome
    if (!('url' in served)) throw new Error(`the first API did not start: ${served.stderr}`)
    const event = await fetch(`${served.url}/e?projectId=portico-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: 'before-crash',
        url: 'http://localhost/',
        domain: 'localhost',
        timestamp: 1,
        props: {},
      }),
    })
    expect(await event.json()).toEqual({ stored: true })

    const second = await startCli()
    const refused = await second.outcome
    expect(refused).toMatchObject({ code: 1 })
    expect((refused as { stderr: string }).stderr).toContain(inUse(dir, first.child.pid!))

    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true)

    const third = await startCli()
    const restarted = await third.outcome
    if (!('url' in restarted)) throw new Error(`the API did not recover the stale lock: ${restarted.stderr}`)
    const stopped = new Promise((resolve) =>
      third.child.once('exit', (code, signal) => resolve({ code, signal })),
    )
    third.child.kill('SIGTERM')
    expect(await stopped).toEqual({ code: 0, signal: null })
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)

    const db = await openDatabase({ dataDir: dir })
    try {
      expect(await db.query('select event_id from analytics_events')).toEqual([{ event_id: 'before-crash' }])
    } finally {
      await db.close()
    }
  }, 240_000)
})
