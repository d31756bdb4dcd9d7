import type { MiddlewareHandler } from 'hono'

/**
 * Reflects the caller's origin so the browser can read every answer, refusals included (a 403's text is
 * what the kit turns into an alert). Data only flows after the project guard accepted the origin.
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      if (origin) {
        c.header('Access-Control-Allow-Origin', origin)
        c.header('Vary', 'Origin')
      }
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      c.header(
        'Access-Control-Allow-Headers',
        c.req.header('access-control-request-headers') ?? 'content-type',
      )
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    await next()
    if (origin) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.append('Vary', 'Origin')
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After')
    }
  }
}
