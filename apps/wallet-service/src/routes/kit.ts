import { Hono } from 'hono'
import { z } from 'zod'
import { type AuthContext, type AuthEnv, requireSession, sendMail, takeMailAllowance } from '../context.js'
import { jsonBody, validate } from '../http/validate.js'
import { localeSchema, otpSchema } from '../schemas.js'

const startBody = z.object({ locale: localeSchema })
const verifyBody = z.object({ otp: otpSchema })

/**
 * The emergency kit: a fresh code to the user's address, which the frame checks here before it asks for the
 * recovery password and makes the kit (the file never passes through the service).
 */
export function kitRoutes(ctx: AuthContext) {
  const { codes } = ctx
  const app = new Hono<AuthEnv>()

  app.post('/kit/start', async (c) => {
    const session = await requireSession(ctx, c)
    const { locale } = validate(startBody, await jsonBody(c), 'body')
    await takeMailAllowance(ctx, c, session.email, { deviceId: session.deviceId, ownDevice: true })
    const { code } = await codes.issue({ purpose: 'kit', subject: session.userId })
    await sendMail(ctx, session.email, { kind: 'kit', code }, locale ?? session.locale)
    return c.json({})
  })

  app.post('/kit/verify', async (c) => {
    const session = await requireSession(ctx, c)
    const { otp } = validate(verifyBody, await jsonBody(c), 'body')
    await codes.verify({ purpose: 'kit', subject: session.userId, code: otp })
    return c.json({ ok: true as const })
  })

  return app
}
