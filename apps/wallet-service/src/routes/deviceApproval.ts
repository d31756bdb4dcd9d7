import { type Context, Hono } from 'hono'
import { approveDevice, findDeviceApproval } from '../auth/devices.js'
import { TOKEN_PATTERN } from '../auth/tokens.js'
import { type AuthContext, sendMail, takeMailAllowance } from '../context.js'
import { RateLimitedError } from '../errors.js'
import { acceptedLanguages, matchMailLanguage } from '../mail/strings.js'
import { type DevicePage, devicePage, devicePageCsp } from '../pages/devicePage.js'

/**
 * The page a device-approval link opens. `GET` only shows it (mail scanners fetch links: a GET changes
 * nothing); its button posts the token back, which verifies the device and mails it a login code.
 */
export function deviceApprovalRoutes(ctx: AuthContext) {
  const { db, codes, now } = ctx
  const app = new Hono()

  const render = (c: Context, page: DevicePage, status: 200 | 410 | 429, locale?: string | null) => {
    c.header('Content-Security-Policy', devicePageCsp)
    c.header('Cache-Control', 'no-store')
    c.header('X-Frame-Options', 'DENY')
    const language = matchMailLanguage([...acceptedLanguages(c.req.header('accept-language')), locale])
    return c.html(devicePage(page, language), status)
  }

  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const approval = TOKEN_PATTERN.test(token) ? await findDeviceApproval(db, token, now()) : undefined
    if (!approval) return render(c, { kind: 'invalid' }, 410)
    const { requestedAt, userAgent, email } = approval
    return render(c, { kind: 'approve', token, email, requestedAt, userAgent }, 200, approval.locale)
  })

  app.post('/device/approve', async (c) => {
    const token = new URLSearchParams(await c.req.text()).get('token') ?? ''
    const pending = TOKEN_PATTERN.test(token) ? await findDeviceApproval(db, token, now()) : undefined
    if (!pending) return render(c, { kind: 'invalid' }, 410)
    try {
      // Only the address's owner has the link: what other devices asked for does not hold it back.
      await takeMailAllowance(ctx, c, pending.email, { deviceId: pending.deviceId, ownDevice: true })
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error
      c.header('Retry-After', String(error.retryAfter))
      return render(c, { kind: 'rateLimited', seconds: error.retryAfter ?? 60 }, 429, pending.locale)
    }
    // Once: of two concurrent posts, one approves.
    const approved = await approveDevice(db, token, now())
    if (!approved) return render(c, { kind: 'invalid' }, 410, pending.locale)
    const { code } = await codes.issue({
      purpose: 'login',
      subject: approved.email,
      deviceId: approved.deviceId,
      locale: approved.locale ?? undefined,
    })
    await sendMail(ctx, approved.email, { kind: 'login', code }, approved.locale)
    return render(c, { kind: 'approved' }, 200, approved.locale)
  })

  return app
}
