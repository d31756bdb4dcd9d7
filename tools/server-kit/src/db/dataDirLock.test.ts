import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DataDirInUseError, lockDataDir } from './dataDirLock.js'

// Two processes on one PGlite folder corrupt it without a word (rows lost, an index broken), so the folder
// is locked by the process that opens it; a lock left by a crashed process is taken over.

const LOCK_FILE = 'test.lock'
const options = { lockFile: LOCK_FILE, service: 'test service' }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const inUse = (folder: string, pid: number) =>
  `PGlite data folder ${folder} is in use by process ${pid} on ${hostname()} (started `

/** The pid of a process that has exited (so no live process has it, until the system reuses it). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

const staleLock = async (pid: number, startedAt = new Date().toISOString()) =>
  writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), startedAt }))

describe('the lock file', () => {
  test('a second lock of the folder throws, naming the folder and the holder; released, it can be taken again', () => {
    const lock = lockDataDir(dir, options)
    const holder = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))
    expect(holder).toEqual({ pid: process.pid, host: hostname(), startedAt: expect.any(String) })
    expect(() => lockDataDir(dir, options)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir, options)).toThrow(inUse(dir, process.pid))
    expect(() => lockDataDir(dir, options)).toThrow(
      'Run one test service per folder, or use PostgreSQL (DATABASE_URL) to run several.',
    )
    lock.release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir, options).release()
    // Nothing but the lock was ever left in the folder (the files it was written to are gone).
    expect(readdirSync(dir)).toEqual([])
  })

  test('the refusal says what to do when the holder is known to be gone', () => {
    const lock = lockDataDir(dir, options)
    try {
      lockDataDir(dir, options)
      expect.unreachable()
    } catch (error) {
      expect((error as DataDirInUseError).details).toBe(
        `If no test service runs on that folder, delete ${join(dir, LOCK_FILE)}.`,
      )
    } finally {
      lock.release()
    }
  })

  test('a lock whose holder is no longer alive on this host is stale and taken over', async () => {
    await staleLock(await deadPid())
    const lock = lockDataDir(dir, options)
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  test("a lock naming this process's pid that this process does not hold is an earlier process's (pid reused)", async () => {
    // As after a container restart: same host name, and the service again got the same pid.
    await staleLock(process.pid)
    lockDataDir(dir, options).release()
  })

  test.runIf(existsSync('/proc/self/stat'))(
    'a lock whose pid now belongs to a process started after the lock was taken is stale (pid reused)',
    async () => {
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
      try {
        await new Promise((resolve) => other.once('spawn', resolve))
        await staleLock(other.pid!, new Date(Date.now() - 3_600_000).toISOString())
        lockDataDir(dir, options).release()
        // The same live process, had it taken the lock after it started, keeps it.
        await staleLock(other.pid!, new Date(Date.now() + 5_000).toISOString())
        expect(() => lockDataDir(dir, options)).toThrow(inUse(dir, other.pid!))
      } finally {
        other.kill('SIGKILL')
      }
    },
  )

  test('a lock held on another host is respected: its process cannot be checked from here', async () => {
    const pid = await deadPid()
    const startedAt = new Date().toISOString()
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, host: 'elsewhere', startedAt }))
    expect(() => lockDataDir(dir, options)).toThrow(
      `PGlite data folder ${dir} is in use by process ${pid} on elsewhere (started ${startedAt}).`,
    )
  })

  test('a takeover marker left by a process that died mid-takeover does not block the folder for ever', async () => {
    const pid = await deadPid()
    await staleLock(pid)
    const marker = join(dir, `${LOCK_FILE}.takeover`)
    await writeFile(marker, JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() }))
    // Aged past the grace a live takeover gets.
    const old = new Date(Date.now() - 60_000)
    await utimes(marker, old, old)
    lockDataDir(dir, options).release()
  })

  test('a folder that does not exist yet is created and locked', () => {
    const nested = join(dir, 'a', 'b')
    const lock = lockDataDir(nested, options)
    expect(existsSync(join(nested, LOCK_FILE))).toBe(true)
    lock.release()
  })
})

describe('processes starting at once on one folder', () => {
  const children: ChildProcessWithoutNullStreams[] = []
  afterEach(async () => {
    const exited = children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    )
    for (const child of children) child.kill('SIGKILL')
    await Promise.all(exited)
    children.splice(0)
  })

  // The processes run the lock compiled to plain JavaScript: 25 Node processes start in a second or two, where
  // 25 TypeScript loaders would take many.
  let compiled: string
  beforeAll(async () => {
    compiled = await mkdtemp(join(tmpdir(), 'portico-lock-js-'))
    for (const [from, to] of [
      ['./dataDirLock.ts', 'dataDirLock.js'],
      ['./test/lockChild.ts', 'lockChild.js'],
    ] as const) {
      const source = await readFile(new URL(from, import.meta.url), 'utf8')
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      })
      await writeFile(join(compiled, to), outputText)
    }
  })
  afterAll(() => rm(compiled, { recursive: true, force: true }))

  /** Starts `count` processes that each take `dir`'s lock as soon as all are told to; resolves with each outcome. */
  async function race(count: number, lockModule = join(compiled, 'dataDirLock.js')) {
    const outcomes = Array.from({ length: count }, () => {
      const child = spawn(process.execPath, [join(compiled, 'lockChild.js'), dir], {
        env: { ...process.env, LOCK_MODULE: lockModule, LOCK_FILE },
      })
      children.push(child)
      let out = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      const line = (text: RegExp) =>
        new Promise<string>((resolve, reject) => {
          const look = () => {
            const found = out.split('\n').find((l) => text.test(l))
            if (found !== undefined) resolve(found)
          }
          child.stdout.on('data', look)
          child.once('exit', (code) => reject(new Error(`child exited with ${code} before "${text}"`)))
          look()
        })
      return { child, ready: line(/^ready$/), outcome: line(/^(held|refused .*)$/) }
    })
    // Every process is up and waiting before any is told to go, so they try at the same moment.
    await Promise.all(outcomes.map((o) => o.ready))
    for (const { child } of outcomes) child.stdin.write('go\n')
    return Promise.all(
      outcomes.map(async ({ child, outcome }) => ({ pid: child.pid!, outcome: await outcome })),
    )
  }

  const holderPid = () => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid as number

  test('25 processes on a free folder: exactly one holds it, the others are refused naming it', async () => {
    const results = await race(25)
    const holders = results.filter((r) => r.outcome === 'held')
    expect(holders).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'refused DataDirInUseError')).toHaveLength(24)
    expect(holderPid()).toBe(holders[0]?.pid)
  })

  test('25 processes on a stale lock (its process dead): exactly one takes it over', async () => {
    await staleLock(await deadPid())
    const results = await race(25)
    const holders = results.filter((r) => r.outcome === 'held')
    expect(holders).toHaveLength(1)
    expect(holderPid()).toBe(holders[0]?.pid)
  })

  test("a live process's lock is not taken over; once it ends, the folder is free", async () => {
    const [first] = await race(1)
    expect(first?.outcome).toBe('held')
    expect(() => lockDataDir(dir, options)).toThrow(inUse(dir, first!.pid))
    expect(holderPid()).toBe(first?.pid)
    const child = children[0]!
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.stdin.end()
    await exited
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir, options).release()
  })
})
