import type { MiddlewareHandler } from 'hono'
import { checkoutPageCsp } from '../onramp/checkoutPage.js'

/** Every answer but the checkout page is data (JSON, text, images): nothing in it may load, run or be framed. */
export const dataCsp = "default-src 'none'; frame-ancestors 'none'"

const CHECKOUT_PAGE = /^\/onramp\/checkout\/[^/]+\/?$/

/**
 * Response headers for every answer: `X-Content-Type-Options: nosniff`; the on-ramp checkout page (the only
 * HTML this API serves) gets its own Content-Security-Policy, `X-Frame-Options: DENY` and
 * `Referrer-Policy: no-referrer`; every other answer `default-src 'none'; frame-ancestors 'none'`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    const isPage =
      CHECKOUT_PAGE.test(c.req.path) && headers.get('content-type')?.startsWith('text/html') === true
    if (isPage) {
      headers.set('Content-Security-Policy', checkoutPageCsp)
      headers.set('X-Frame-Options', 'DENY')
      headers.set('Referrer-Policy', 'no-referrer')
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', dataCsp)
    }
  }
}
