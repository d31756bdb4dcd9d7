import type { MiddlewareHandler } from 'hono'

/** Every answer that sets no policy of its own is data: nothing in it may load, run or be framed. */
export const dataCsp = "default-src 'none'; frame-ancestors 'none'"

/**
 * Headers on every answer: `nosniff`, `no-referrer` (device links carry tokens), `no-store` on the API's
 * answers, and the data CSP plus `X-Frame-Options: DENY` unless the route set its own policy (the frame and
 * the device pages do).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    if (c.req.path.startsWith('/v1/')) headers.set('Cache-Control', 'no-store')
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', dataCsp)
      headers.set('X-Frame-Options', 'DENY')
    }
  }
}
