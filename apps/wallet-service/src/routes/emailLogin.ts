import { clientIp } from '@portico/server-kit/http'
import { Hono } from 'hono'
import { z } from 'zod'
import { isDeviceVerified, issueDeviceApproval } from '../auth/devices.js'
import { completeSignIn } from '../auth/signIn.js'
import { findOrCreateUser, findUserByEmail, setUserLocale } from '../auth/users.js'
import { type AuthContext, type AuthEnv, sendMail, takeMailAllowance } from '../context.js'
import { RateLimitedError } from '../errors.js'
import { jsonBody, validate } from '../http/validate.js'
import { deviceIdSchema, emailSchema, localeSchema, otpSchema } from '../schemas.js'

const connectBody = z.object({ email: emailSchema, deviceId: deviceIdSchema, locale: localeSchema })
const otpBody = z.object({ email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema })
const waitBody = z.object({ email: emailSchema, deviceId: deviceIdSchema })

/**
 * E-mail login. `POST /email/connect` mails a login code (a new address, or a device already verified for the
 * user: VERIFY_OTP) or a device-approval link (a known user on a new device: VERIFY_DEVICE);
 * `POST /device/wait` holds until the link was followed; `POST /email/otp` trades the code for a session.
 */
export function emailLoginRoutes(ctx: AuthContext) {
  const { db, codes, now } = ctx
  const app = new Hono<AuthEnv>()

  app.post('/email/connect', async (c) => {
    const { email, deviceId, locale } = validate(connectBody, await jsonBody(c), 'body')
    const user = await findUserByEmail(db, email)
    const ownDevice = user !== undefined && (await isDeviceVerified(db, user.id, deviceId))
    await takeMailAllowance(ctx, c, email, { deviceId, ownDevice })
    if (user && locale) await setUserLocale(db, user.id, locale)
    const mailLocale = locale ?? user?.locale
    if (!user || ownDevice) {
      const { code } = await codes.issue({ purpose: 'login', subject: email, deviceId, locale })
      await sendMail(ctx, email, { kind: 'login', code }, mailLocale)
      return c.json({ action: 'VERIFY_OTP' as const })
    }
    const { token } = await issueDeviceApproval(db, {
      userId: user.id,
      deviceId,
      locale: mailLocale ?? null,
      userAgent: c.req.header('user-agent'),
      now: now(),
    })
    const link = `${ctx.publicUrl()}/device/approve?token=${token}`
    await sendMail(ctx, email, { kind: 'device', link, email }, mailLocale)
    return c.json({ action: 'VERIFY_DEVICE' as const })
  })

  app.post('/email/otp', async (c) => {
    const { email, deviceId, otp } = validate(otpBody, await jsonBody(c), 'body')
    const { locale } = await codes.verify({ purpose: 'login', subject: email, code: otp, deviceId })
    const time = now()
    const { user } = await findOrCreateUser(db, { email, locale, now: time })
    return c.json(await completeSignIn(db, { user, deviceId, projectId: c.get('project').id, now: time }))
  })

  app.post('/device/wait', async (c) => {
    const { email, deviceId } = validate(waitBody, await jsonBody(c), 'body')
    const { timeoutMs, pollMs } = ctx.config.deviceWait
    const approved = async () => {
      const user = await findUserByEmail(db, email)
      return user !== undefined && (await isDeviceVerified(db, user.id, deviceId))
    }
    const place = ctx.deviceWaits.enter(
      clientIp(c, { trustProxy: ctx.config.trustProxy }),
      `${email}|${deviceId}`,
    )
    if ('refused' in place) {
      // Past the pool's ceiling the current state is answered at once; past one client's or one device link's
      // share, the request is refused without being held.
      if (place.refused === 'full') return c.json({ approved: await approved() })
      throw new RateLimitedError(
        Math.ceil(timeoutMs / 1000),
        'Too many waits are open. Please try again later.',
      )
    }
    try {
      const signal = c.req.raw.signal
      const rounds = Math.ceil(timeoutMs / pollMs)
      for (let round = 0; ; round++) {
        if (await approved()) return c.json({ approved: true })
        if (round >= rounds || signal.aborted) return c.json({ approved: false })
        await sleep(pollMs, signal)
      }
    } finally {
      place.release()
    }
  })

  return app
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}
