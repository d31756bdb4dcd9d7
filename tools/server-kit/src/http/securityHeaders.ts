import type { Context, MiddlewareHandler } from 'hono'

/** The policy of every answer that is data (JSON, text, images): nothing in it may load, run or be framed. */
export const dataCsp = "default-src 'none'; frame-ancestors 'none'"

export type SecurityHeadersOptions = {
  /**
   * The Content-Security-Policy of a page this middleware words for the route (given the answer, in `c.res`),
   * or undefined when the answer is not such a page.
   */
  pagePolicy?: ((c: Context) => string | undefined) | undefined
  /** Path prefixes whose answers must not be stored by any cache (`Cache-Control: no-store`). */
  noStorePaths?: readonly string[] | undefined
}

/**
 * Response headers for every answer: `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`
 * (links may carry tokens); `Cache-Control: no-store` under `noStorePaths`. The policy: a page's own from
 * `pagePolicy`, else the one the route set itself (a page meant to be framed decides its framing), else the
 * data policy; a policy set here also says `X-Frame-Options: DENY`.
 *
 * @example
 * app.use('*', securityHeaders({ noStorePaths: ['/v1/'] }))
 */
export function securityHeaders({
  pagePolicy,
  noStorePaths = [],
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    if (noStorePaths.some((prefix) => c.req.path.startsWith(prefix))) headers.set('Cache-Control', 'no-store')
    const page = pagePolicy?.(c)
    if (page === undefined && headers.has('Content-Security-Policy')) return
    headers.set('Content-Security-Policy', page ?? dataCsp)
    headers.set('X-Frame-Options', 'DENY')
  }
}
