/** Fixed-window request counter per key. `take` answers how many seconds to wait when over the limit. */
export function createRateLimiter({
  requests,
  windowMs,
  now = Date.now,
}: {
  requests: number
  windowMs: number
  now?: () => number
}) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key: string): { ok: true } | { ok: false; retryAfter: number } {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      if (window.count <= requests) return { ok: true }
      return { ok: false, retryAfter: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) }
    },
  }
}
