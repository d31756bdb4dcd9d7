import { clientIp, type RateLimiter } from '@portico/server-kit/http'
import type { Context, MiddlewareHandler } from 'hono'

export {
  clientIp,
  createRateLimiter,
  PROJECT_REQUESTS_PER_CLIENT,
  type RateLimiter,
  type RateLimitVerdict,
} from '@portico/server-kit/http'

/** Answers 429 with `Retry-After` (seconds), in the text the kit maps to its alert. */
export function tooManyRequests(c: Context, verdict: { retryAfter: number }) {
  c.header('Retry-After', String(verdict.retryAfter))
  return c.json({ message: 'Too many requests' }, 429)
}

/**
 * The rate limit of routes outside the project guard (checkout pages, Esplora, catalogue images): counted
 * per client IP, with no project ceiling.
 */
export function rateLimitByIp({
  limiter,
  trustProxy = false,
}: {
  limiter: RateLimiter
  trustProxy?: boolean
}): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.take(`ip|${clientIp(c, { trustProxy })}`)
    if (!verdict.ok) return tooManyRequests(c, verdict)
    await next()
  }
}
