import { Hono } from 'hono'
import { z } from 'zod'
import { type AuthContext, type AuthEnv, requireSession, sendMail, takeMailAllowance } from '../context.js'
import { jsonBody, validate } from '../http/validate.js'
import { localeSchema, otpSchema } from '../schemas.js'

const startBody = z.object({ locale: localeSchema })
const verifyBody = z.object({ otp: otpSchema })

/** Exporting the key: a code to the user's address, which the frame checks here before it shows the key. */
export function exportRoutes(ctx: AuthContext) {
  const { codes } = ctx
  const app = new Hono<AuthEnv>()

  app.post('/export/start', async (c) => {
    const session = await requireSession(ctx, c)
    const { locale } = validate(startBody, await jsonBody(c), 'body')
    await takeMailAllowance(ctx, c, session.email, { deviceId: session.deviceId, ownDevice: true })
    const { code } = await codes.issue({ purpose: 'export', subject: session.userId })
    await sendMail(ctx, session.email, { kind: 'export', code }, locale ?? session.locale)
    return c.json({})
  })

  app.post('/export/verify', async (c) => {
    const session = await requireSession(ctx, c)
    const { otp } = validate(verifyBody, await jsonBody(c), 'body')
    await codes.verify({ purpose: 'export', subject: session.userId, code: otp })
    return c.json({ ok: true as const })
  })

  return app
}
