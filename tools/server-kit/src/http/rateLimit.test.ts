import { postgresAvailable, startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { createRateLimiter } from './rateLimit.js'
import { createPostgresRateLimiter } from './rateLimitPostgres.js'

describe('createRateLimiter (in memory)', () => {
  test('counts per client within a window, says when to come back, starts again after it', async () => {
    let time = 1_000_000
    const limiter = createRateLimiter({ requests: 2, windowMs: 10_000, now: () => time })
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('b')).toEqual({ ok: true })
    time += 2_500
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfter: 8 })
    time += 7_500
    expect(await limiter.take('a')).toEqual({ ok: true })
  })

  test("a project's ceiling holds across its clients; a client over its own limit does not use it up", async () => {
    const limiter = createRateLimiter({ requests: 2, projectRequests: 3, windowMs: 60_000, now: () => 0 })
    expect((await limiter.take('a', 'p')).ok).toBe(true)
    expect((await limiter.take('a', 'p')).ok).toBe(true)
    expect((await limiter.take('a', 'p')).ok).toBe(false) // a's own limit; p still at 2
    expect((await limiter.take('b', 'p')).ok).toBe(true)
    expect(await limiter.take('c', 'p')).toEqual({ ok: false, retryAfter: 60 })
    expect((await limiter.take('c', 'q')).ok).toBe(true)
  })

  test('one client takes at most half of its project ceiling, whatever its own limit', async () => {
    const limiter = createRateLimiter({ requests: 100, projectRequests: 5, windowMs: 60_000, now: () => 0 })
    const own = []
    for (let i = 0; i < 4; i++) own.push((await limiter.take('a', 'p')).ok)
    expect(own).toEqual([true, true, true, false])
    expect((await limiter.take('b', 'p')).ok).toBe(true)
    expect((await limiter.take('c', 'p')).ok).toBe(true)
    expect((await limiter.take('d', 'p')).ok).toBe(false)
    // Without a project, the client's own limit.
    for (let i = 0; i < 10; i++) expect((await limiter.take('e')).ok).toBe(true)
  })

  test('drops ended windows, so a stream of distinct keys does not grow the Map', async () => {
    let time = 0
    const limiter = createRateLimiter({ requests: 1, windowMs: 1_000, now: () => time })
    for (let i = 0; i < 10_000; i++) {
      time = i * 10 // 100 new keys per window
      await limiter.take(`c${i}`)
    }
    expect(limiter.size).toBeLessThanOrEqual(101)
  })

  test('never holds more than maxKeys, even within one window', async () => {
    const limiter = createRateLimiter({ requests: 1, windowMs: 60_000, maxKeys: 50, now: () => 0 })
    for (let i = 0; i < 1_000; i++) await limiter.take(`c${i}`, 'p')
    expect(limiter.size).toBe(50)
    expect(() => createRateLimiter({ requests: 1, windowMs: 1, maxKeys: 0 })).toThrow(RangeError)
  })

  test('a new window counts from zero again', async () => {
    let time = 0
    const limiter = createRateLimiter({ requests: 1, windowMs: 1_000, now: () => time })
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfter: 1 })
    time = 1_000
    expect(await limiter.take('a')).toEqual({ ok: true })
  })
})

const available = await postgresAvailable()

describe.skipIf(!available)('createPostgresRateLimiter', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>
  let db: Database
  beforeAll(async () => {
    postgres = await startPostgres()
    db = await openDatabase({ url: postgres.url, lock: { lockFile: 'unused', service: 'test' } })
    await db.exec(`create table rate_limits (
      key text primary key, window_start bigint not null, count integer not null
    )`)
  })
  afterAll(async () => {
    await db?.close()
    await postgres?.stop()
  })

  const windowsOf = async (key: string) =>
    (
      await db.query<{ window_start: string }>('select window_start from rate_limits where key = $1', [key])
    ).map((r) => Number(r.window_start))

  test('concurrent requests are counted exactly; a new window starts again and the ended one is deleted', async () => {
    let time = 1_000_000
    const limiter = createPostgresRateLimiter({ db, requests: 10, windowMs: 1_000, now: () => time })
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => limiter.take('burst')))
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10)
    time += 1_000
    expect(await limiter.take('burst')).toEqual({ ok: true })
    await expect.poll(() => windowsOf('client|burst')).toEqual([1_001_000])
  })

  test("two instances share a client's limit and the project's ceiling", async () => {
    const options = { requests: 2, projectRequests: 3, windowMs: 60_000, now: () => 5_000_000 }
    const [a, b] = [
      createPostgresRateLimiter({ db, ...options }),
      createPostgresRateLimiter({ db, ...options }),
    ]
    expect((await a.take('x', 'p')).ok).toBe(true)
    expect((await b.take('x', 'p')).ok).toBe(true)
    // Windows are aligned to multiples of windowMs: this one began at 4_980_000.
    expect(await a.take('x', 'p')).toEqual({ ok: false, retryAfter: 40 })
    expect((await b.take('y', 'p')).ok).toBe(true)
    expect((await a.take('z', 'p')).ok).toBe(false)
  })

  test('limiters of other names count apart and never delete each other’s windows', async () => {
    let time = 9_000_000
    const hourly = createPostgresRateLimiter({
      db,
      name: 'h',
      requests: 1,
      windowMs: 3_600_000,
      now: () => time,
    })
    const short = createPostgresRateLimiter({ db, name: 's', requests: 1, windowMs: 1_000, now: () => time })
    expect((await hourly.take('k')).ok).toBe(true)
    expect((await short.take('k')).ok).toBe(true)
    time += 5_000
    // The short limiter's sweep (a new window) deletes only its own ended rows.
    expect((await short.take('k')).ok).toBe(true)
    await expect.poll(() => windowsOf('s|client|k')).toEqual([9_005_000])
    expect(await windowsOf('h|client|k')).toEqual([7_200_000])
    expect((await hourly.take('k')).ok).toBe(false)
  })
})
