import type { Context } from 'hono'
import type { Database } from '../db/database.js'

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfter: number }

/** Fixed-window counter of one policy: `take(key)` counts one event of `key` and says whether it is within the limit. */
export type RateLimit = {
  take(key: string): Promise<RateLimitVerdict>
}

export type RateLimitParameters = {
  /** Events one key may have per window. */
  limit: number
  windowMs: number
  now: () => number
}

/** Wait until the window that began at `start` ends, at least 1 s. */
const refusal = (start: number, windowMs: number, time: number): RateLimitVerdict => ({
  ok: false,
  retryAfter: Math.max(1, Math.ceil((start + windowMs - time) / 1000)),
})

/**
 * The in-memory counter (one process; PGlite deployments). Its Map is bounded: ended windows are dropped as time
 * passes (the Map is kept in window-start order, so only its head is looked at), and past `maxKeys` the oldest
 * window goes.
 */
export function createMemoryRateLimit({
  limit,
  windowMs,
  maxKeys,
  now,
}: RateLimitParameters & { maxKeys: number }): RateLimit & { readonly size: number } {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async take(key) {
      const time = now()
      for (const [old, window] of windows) {
        if (time - window.start < windowMs) break
        windows.delete(old)
      }
      let window = windows.get(key)
      if (!window) {
        window = { start: time, count: 0 }
        windows.set(key, window)
        while (windows.size > maxKeys) {
          const oldest = windows.keys().next()
          if (oldest.done) break
          windows.delete(oldest.value)
        }
      }
      window.count += 1
      return window.count <= limit ? { ok: true } : refusal(window.start, windowMs, time)
    },
    get size() {
      return windows.size
    },
  }
}

const TAKE_SQL = `insert into rate_limits as r (key, window_start, count) values ($1, $2, 1)
  on conflict (key) do update set
    count = case when r.window_start >= excluded.window_start then r.count + 1 else 1 end,
    window_start = greatest(r.window_start, excluded.window_start)
  returning count, window_start`

/**
 * The counter of instances sharing a PostgreSQL database (`rate_limits`, keys prefixed by `name`): windows are
 * aligned to multiples of `windowMs`, so every instance counts into the same one. Ended windows are deleted at
 * most once a window.
 */
export function createDatabaseRateLimit({
  db,
  name,
  limit,
  windowMs,
  now,
}: RateLimitParameters & { db: Pick<Database, 'query'>; name: string }): RateLimit {
  let sweptAt = 0
  return {
    async take(key) {
      const time = now()
      const window = Math.floor(time / windowMs) * windowMs
      if (time - sweptAt >= windowMs) {
        sweptAt = time
        await db.query('delete from rate_limits where key like $1 and window_start < $2', [
          `${name}|%`,
          window,
        ])
      }
      const [row] = await db.query<{ count: number; window_start: string | number }>(TAKE_SQL, [
        `${name}|${key}`,
        window,
      ])
      if (!row) throw new Error('rate_limits upsert returned no row')
      return row.count <= limit ? { ok: true } : refusal(Number(row.window_start), windowMs, time)
    },
  }
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string | undefined } } }

/**
 * The caller's IP: the socket's peer address, never a header a client can write — unless `trustProxy`, where
 * the service sits behind one proxy of its own and the last `X-Forwarded-For` entry is what that proxy saw.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
  return socket ? socket.replace(/^::ffff:/, '') : 'unknown'
}
