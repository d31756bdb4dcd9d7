import { Hono } from 'hono'
import { revokeSession } from '../auth/sessions.js'
import { type AuthContext, type AuthEnv, bearerToken, requireSession } from '../context.js'
import { NotLoggedInError } from '../errors.js'

/** `GET /session`: who the bearer is. `POST /sign-out`: ends the bearer's session (again: still `{}`). */
export function sessionRoutes(ctx: AuthContext) {
  const app = new Hono<AuthEnv>()

  app.get('/session', async (c) => {
    const session = await requireSession(ctx, c)
    return c.json({ user: { id: session.userId, email: session.email } })
  })

  app.post('/sign-out', async (c) => {
    const token = bearerToken(c)
    if (!token) throw new NotLoggedInError()
    await revokeSession(ctx.db, token, ctx.now())
    return c.json({})
  })

  return app
}
