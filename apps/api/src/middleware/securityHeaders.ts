import { securityHeaders as kitSecurityHeaders } from '@portico/server-kit/http'
import type { MiddlewareHandler } from 'hono'
import { checkoutPageCsp } from '../onramp/checkoutPage.js'

const CHECKOUT_PAGE = /^\/onramp\/checkout\/[^/]+\/?$/

/**
 * The kit's response headers (`nosniff`, `no-referrer`, data answers load nothing and are never framed); the
 * on-ramp checkout page, the only HTML this API serves, gets its own Content-Security-Policy.
 */
export function securityHeaders(): MiddlewareHandler {
  return kitSecurityHeaders({
    pagePolicy: (c) =>
      CHECKOUT_PAGE.test(c.req.path) && c.res.headers.get('content-type')?.startsWith('text/html')
        ? checkoutPageCsp
        : undefined,
  })
}
