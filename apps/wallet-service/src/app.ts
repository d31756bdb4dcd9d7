import { bodyLimit, clientIp, securityHeaders } from '@portico/server-kit/http'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AuthContext, AuthEnv } from './context.js'
import { AuthError, RateLimitedError } from './errors.js'
import { exitRoutes } from './exit/routes.js'
import { v1Guard } from './http/v1Guard.js'
import { deviceApprovalRoutes } from './routes/deviceApproval.js'
import { emailLoginRoutes } from './routes/emailLogin.js'
import { emailUpdateRoutes } from './routes/emailUpdate.js'
import { exportRoutes } from './routes/export.js'
import { farcasterRoutes } from './routes/farcaster.js'
import { frameRoutes } from './routes/frame.js'
import { kitRoutes } from './routes/kit.js'
import { loginMethodRoutes } from './routes/loginMethods.js'
import { passkeyRoutes } from './routes/passkeys.js'
import { sessionRoutes } from './routes/session.js'
import { socialCallbackRoutes, socialRoutes } from './routes/social.js'
import { walletRoutes } from './routes/wallet.js'

/** The service as a Hono app: bounds and guards first, then the routes; refusals as `{ message, reason }`. */
export function createApp(ctx: AuthContext) {
  const { config } = ctx
  const app = new Hono<AuthEnv>({ strict: true })

  // Device links carry tokens (no referrer); the API's answers are never cached; the frame sets its own policy.
  app.use('*', securityHeaders({ noStorePaths: ['/v1/'] }))
  // Before anything reads a body.
  app.use('*', bodyLimit({ maxBytes: config.maxBodyBytes }))
  app.get('/health', async (c) => {
    await ctx.db.query('select 1')
    return c.json({ ok: true })
  })
  app.use('*', async (c, next) => {
    const verdict = await ctx.limits.requestsByIp.take(clientIp(c, { trustProxy: config.trustProxy }))
    if (!verdict.ok) throw new RateLimitedError(verdict.retryAfter)
    await next()
  })
  app.route('/', frameRoutes(ctx))
  app.route('/', deviceApprovalRoutes(ctx))
  app.route('/', exitRoutes(ctx))
  app.route('/', socialCallbackRoutes(ctx))
  app.route('/', farcasterRoutes(ctx))

  const guard = v1Guard({ projects: config.projects, publicUrl: config.publicUrl })
  // Open to any page: whether the frame may load here, and which social logins are set up.
  const open = new Set(['/v1/frame/check', '/v1/social/providers'])
  app.use('/v1/*', async (c, next) => (open.has(c.req.path) ? next() : guard(c, next)))
  for (const routes of [
    emailLoginRoutes,
    sessionRoutes,
    walletRoutes,
    emailUpdateRoutes,
    exportRoutes,
    kitRoutes,
    passkeyRoutes,
    socialRoutes,
    loginMethodRoutes,
  ]) {
    app.route('/v1', routes(ctx))
  }

  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof AuthError) {
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
      return c.json(error.toJSON(), error.status)
    }
    if (error instanceof HTTPException) return error.getResponse()
    console.error('[auth]', c.req.method, c.req.path, error)
    return c.json({ message: 'Internal error', reason: 'INTERNAL' }, 500)
  })
  return app
}
