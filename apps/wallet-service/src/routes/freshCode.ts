import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AuthContext,
  type AuthEnv,
  requireSession,
  sendMail,
  sessionEmail,
  takeMailAllowance,
} from '../context.js'
import { jsonBody, validate } from '../http/validate.js'
import { localeSchema, otpSchema } from '../schemas.js'

const startBody = z.object({ locale: localeSchema })
const verifyBody = z.object({ otp: otpSchema })

/**
 * The routes of a step that needs a fresh e-mailed code (`/<name>/start` mails it, `/<name>/verify` checks it):
 * the code's purpose and the mail's kind are the step's name, so a code of one step never opens another. A user
 * without an e-mail address (who signed up with a passkey) cannot get one: 409.
 */
export function freshCodeRoutes(name: 'export' | 'kit') {
  return (ctx: AuthContext) => {
    const { codes } = ctx
    const app = new Hono<AuthEnv>()

    app.post(`/${name}/start`, async (c) => {
      const session = await requireSession(ctx, c)
      const email = sessionEmail(session)
      const { locale } = validate(startBody, await jsonBody(c), 'body')
      await takeMailAllowance(ctx, c, email, { deviceId: session.deviceId, ownDevice: true })
      const { code } = await codes.issue({ purpose: name, subject: session.userId })
      await sendMail(ctx, email, { kind: name, code }, locale ?? session.locale)
      return c.json({})
    })

    app.post(`/${name}/verify`, async (c) => {
      const session = await requireSession(ctx, c)
      const { otp } = validate(verifyBody, await jsonBody(c), 'body')
      await codes.verify({ purpose: name, subject: session.userId, code: otp })
      return c.json({ ok: true as const })
    })

    return app
  }
}
