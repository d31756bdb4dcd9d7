import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Session } from '../auth/sessions.js'
import { changeUserEmail, emailTaken, findUserByEmail } from '../auth/users.js'
import {
  type AuthContext,
  type AuthEnv,
  requireSession,
  sendMail,
  sessionEmail,
  takeMailAllowance,
} from '../context.js'
import { CodeRefusedError, ValidationError } from '../errors.js'
import { jsonBody, validate } from '../http/validate.js'
import { emailSchema, localeSchema, otpSchema } from '../schemas.js'

const startBody = z.object({ newEmail: emailSchema, locale: localeSchema })
const otpBody = z.object({ otp: otpSchema, locale: localeSchema })

/**
 * Changing a user's e-mail address, in three steps: a code to the current address, then a code to the new one,
 * then the change (409 EMAIL_TAKEN when another user has the address by then). A user without an address (who
 * signed up with a passkey or a social login) adds one in two: the code to the new address, then the change.
 */
export function emailUpdateRoutes(ctx: AuthContext) {
  const { db, codes } = ctx
  const app = new Hono<AuthEnv>()

  /** Mails the new address its code (the last step before the change): VERIFY_SECONDARY_OTP. */
  const confirmNewAddress = async (
    c: Context,
    session: Session,
    newEmail: string,
    locale: string | null | undefined,
  ) => {
    // The new address is nobody's device yet: it shares that address's ceiling with other devices.
    await takeMailAllowance(ctx, c, newEmail, { deviceId: session.deviceId, ownDevice: false })
    const { code } = await codes.issue({
      purpose: 'email-update-secondary',
      subject: session.userId,
      payload: newEmail,
    })
    await sendMail(ctx, newEmail, { kind: 'email-update-secondary', code }, locale ?? session.locale)
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  }

  app.post('/email/update', async (c) => {
    const session = await requireSession(ctx, c)
    const { newEmail, locale } = validate(startBody, await jsonBody(c), 'body')
    // No current address to confirm from: the new one's code is the only step.
    if (session.email === null) {
      if (await findUserByEmail(db, newEmail)) throw emailTaken()
      return confirmNewAddress(c, session, newEmail, locale)
    }
    const email = sessionEmail(session)
    if (newEmail === email) {
      throw new ValidationError('body.newEmail', 'This is the current e-mail address', 'EMAIL_INVALID')
    }
    if (await findUserByEmail(db, newEmail)) throw emailTaken()
    await takeMailAllowance(ctx, c, email, { deviceId: session.deviceId, ownDevice: true })
    // A change started again forgets the one before, second step included.
    await codes.discard('email-update-secondary', session.userId)
    const { code } = await codes.issue({
      purpose: 'email-update-primary',
      subject: session.userId,
      payload: newEmail,
    })
    await sendMail(ctx, email, { kind: 'email-update-primary', code, newEmail }, locale ?? session.locale)
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
  })

  app.post('/email/update/primary', async (c) => {
    const session = await requireSession(ctx, c)
    const { otp, locale } = validate(otpBody, await jsonBody(c), 'body')
    const { payload: newEmail } = await codes.verify({
      purpose: 'email-update-primary',
      subject: session.userId,
      code: otp,
    })
    if (!newEmail) throw new CodeRefusedError('OTP_INVALID')
    // Counted after the code is used (wrong tries send nothing); a refusal here means starting again.
    return confirmNewAddress(c, session, newEmail, locale)
  })

  app.post('/email/update/secondary', async (c) => {
    const session = await requireSession(ctx, c)
    const { otp } = validate(otpBody, await jsonBody(c), 'body')
    const { payload: newEmail } = await codes.verify({
      purpose: 'email-update-secondary',
      subject: session.userId,
      code: otp,
    })
    if (!newEmail) throw new CodeRefusedError('OTP_INVALID')
    await changeUserEmail(db, session.userId, newEmail)
    return c.json({ newEmail })
  })

  return app
}
