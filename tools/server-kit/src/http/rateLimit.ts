export type RateLimitVerdict = { ok: true } | { ok: false; retryAfter: number }

/**
 * Fixed-window request counters, in memory (`createRateLimiter`) or in PostgreSQL
 * (`createPostgresRateLimiter`). `take(client, project?)` counts one request of a client against the per-client
 * limit and, when the client is within it and a project is named, against the project's ceiling. A client over
 * its own limit is refused without using up its project's ceiling, and with a project its limit is at most half
 * the ceiling (`clientShareOfProject`), so one client's burst cannot lock out the project's other users.
 * `retryAfter` is in seconds.
 */
export type RateLimiter = {
  take(client: string, project?: string): Promise<RateLimitVerdict>
}

export type RateLimiterOptions = {
  /** Requests one client may make per window. */
  requests: number
  /** Requests all clients of one project may make together per window; default 10 × `requests`. */
  projectRequests?: number | undefined
  windowMs: number
  now?: (() => number) | undefined
}

/** The project ceiling when the configuration names none: ten clients' worth. */
export const PROJECT_REQUESTS_PER_CLIENT = 10

/**
 * The most one client may take of its project's ceiling in a window: half of it, rounded up, whatever its own
 * limit says, so no single client can spend the ceiling and lock the project's other users out.
 */
export function clientShareOfProject(requests: number, projectRequests: number): number {
  return Math.min(requests, Math.ceil(projectRequests / 2))
}

/** A refused request: wait until the window that began at `start` ends (at least 1 s). */
export function refusal(start: number, windowMs: number, time: number): RateLimitVerdict {
  return { ok: false, retryAfter: Math.max(1, Math.ceil((start + windowMs - time) / 1000)) }
}

/**
 * The in-memory limiter (one process; PGlite deployments). Its Map is bounded: windows that have ended are
 * dropped as time passes (the Map is in window-start order, so only its head is looked at), and past
 * `maxKeys` the oldest window goes, so distinct keys cannot grow memory without limit.
 *
 * @example
 * const limiter = createRateLimiter({ requests: 60, windowMs: 60_000 })
 * const verdict = await limiter.take(clientIp(c), projectId)
 */
export function createRateLimiter({
  requests,
  projectRequests = PROJECT_REQUESTS_PER_CLIENT * requests,
  windowMs,
  maxKeys = 100_000,
  now = Date.now,
}: RateLimiterOptions & {
  /** Keys (clients and projects) remembered at most; past it the oldest window is dropped. */
  maxKeys?: number | undefined
}): RateLimiter & { readonly size: number } {
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError('maxKeys must be a positive integer')
  const windows = new Map<string, { start: number; count: number }>()

  const dropEnded = (time: number) => {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs) break
      windows.delete(key)
    }
  }

  /** Counts one request of `key`; the window it fell in and whether it stayed within `limit`. */
  const count = (key: string, limit: number, time: number) => {
    let window = windows.get(key)
    if (!window || time - window.start >= windowMs) {
      // Deleted and set again, so the Map stays in window-start order.
      windows.delete(key)
      window = { start: time, count: 0 }
      windows.set(key, window)
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next()
        if (oldest.done) break
        windows.delete(oldest.value)
      }
    }
    window.count += 1
    return { ok: window.count <= limit, start: window.start }
  }

  const refuse = (start: number, time: number) => refusal(start, windowMs, time)

  return {
    async take(client, project) {
      const time = now()
      dropEnded(time)
      const limit = project === undefined ? requests : clientShareOfProject(requests, projectRequests)
      const own = count(`client|${client}`, limit, time)
      if (!own.ok) return refuse(own.start, time)
      if (project === undefined) return { ok: true }
      const shared = count(`project|${project}`, projectRequests, time)
      return shared.ok ? { ok: true } : refuse(shared.start, time)
    },
    get size() {
      return windows.size
    },
  }
}
