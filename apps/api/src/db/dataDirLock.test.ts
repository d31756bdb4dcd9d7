import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { openDatabase } from './database.js'
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dataDirLock.js'

// Two processes on one PGlite folder corrupt it without a word (rows lost, an index broken), so the folder
// is locked by the process that opens it; a lock left by a crashed process is taken over.

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(`${dir}.json`, { force: true })
})

const inUse = (folder: string, pid: number) =>
  `PGlite data folder ${folder} is in use by process ${pid} on ${hostname()} (started `

/** The pid of a process that has exited (so no live process has it, until the system reuses it). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('the lock file', () => {
  test('a second lock of the folder throws, naming the folder and the holder; released, it can be taken again', () => {
    const lock = lockDataDir(dir)
    const holder = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))
    expect(holder).toEqual({ pid: process.pid, host: hostname(), startedAt: expect.any(String) })
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, process.pid))
    expect(() => lockDataDir(dir)).toThrow(
      'Run one API per folder, or use PostgreSQL (DATABASE_URL) to run several.',
    )
    lock.release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir).release()
  })

  test('a lock whose holder is no longer alive on this host is stale and taken over', async () => {
    const pid = await deadPid()
    await writeFile(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() }),
    )
    const lock = lockDataDir(dir)
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  test("a lock naming this process's pid that this process does not hold is an earlier process's (pid reused)", async () => {
    // As after a container restart: same host name, and the API again got the same pid.
    await writeFile(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
    )
    lockDataDir(dir).release()
  })

  test.runIf(existsSync('/proc/self/stat'))(
    'a lock whose pid now belongs to a process started after the lock was taken is stale (pid reused)',
    async () => {
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
      try {
        await new Promise((resolve) => other.once('spawn', resolve))
        const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()
        await writeFile(
          join(dir, LOCK_FILE),
          JSON.stringify({ pid: other.pid, host: hostname(), startedAt: anHourAgo }),
        )
        lockDataDir(dir).release()
        // The same live process, had it taken the lock after it started, keeps it.
        const now = new Date(Date.now() + 5_000).toISOString()
        await writeFile(
          join(dir, LOCK_FILE),
          JSON.stringify({ pid: other.pid, host: hostname(), startedAt: now }),
        )
        expect(() => lockDataDir(dir)).toThrow(inUse(dir, other.pid!))
      } finally {
        other.kill('SIGKILL')
      }
    },
  )

  test('a lock held on another host is respected: its process cannot be checked from here', async () => {
    const pid = await deadPid()
    const startedAt = new Date().toISOString()
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, host: 'elsewhere', startedAt }))
    expect(() => lockDataDir(dir)).toThrow(
      `PGlite data folder ${dir} is in use by process ${pid} on elsewhere (started ${startedAt}).`,
    )
  })

  test('a folder that does not exist yet is created and locked', () => {
    const nested = join(dir, 'a', 'b')
    const lock = lockDataDir(nested)
    expect(existsSync(join(nested, LOCK_FILE))).toBe(true)
    lock.release()
  })
})

describe('openDatabase', () => {
  test('a PGlite folder opens once at a time; closed, it opens again with its data', async () => {
    const first = await openDatabase({ dataDir: dir })
    try {
      await first.exec("create table kept (note text); insert into kept values ('first')")
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse(dir, process.pid))
      // The refused open left the holder's lock alone.
      expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    } finally {
      await first.close()
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    const second = await openDatabase({ dataDir: dir })
    try {
      expect(await second.query('select note from kept')).toEqual([{ note: 'first' }])
    } finally {
      await second.close()
    }
  })

  test('the in-memory database takes no lock: several open at once', async () => {
    const [a, b] = await Promise.all([openDatabase(), openDatabase()])
    await a.close()
    await b.close()
  })
})

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
      cwd: new URL('../..', import.meta.url).pathname,
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
  })
})
