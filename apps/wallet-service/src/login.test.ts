import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './auth/codes.js'
import { SESSION_TTL_MS } from './auth/sessions.js'
import { extractCode, extractLink } from './mail/extract.js'
import {
  fakeClock,
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// E-mail login against a real service, reading every code and link from the mail the catcher received.

const clock = fakeClock()
let auth: TestWalletService
beforeAll(async () => {
  auth = await startTestWalletService({}, { now: clock.now })
})
afterAll(() => auth?.close())

/** A code that is not `code` (so a wrong try is never the right one by chance). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-up and sign-in', () => {
  test('a new address: connect → VERIFY_OTP → the mailed code → a session, then the session reads the user', async () => {
    const email = newEmail('ada')
    const deviceId = newDeviceId()
    const connected = await auth.post('/v1/email/connect', { email: email.toUpperCase(), deviceId })
    expect(connected).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })

    const mail = await auth.catcher.waitForMail({ to: email, timeoutMs: 5000 })
    expect(mail.subject).toBe('Your sign-in code')
    const otp = extractCode(mail.text)
    expect(otp).toMatch(/^\d{6}$/)

    const answer = await auth.post('/v1/email/otp', { email, deviceId, otp })
    expect(answer.status).toBe(200)
    const { token, expiresAt, user, wallet } = answer.body as {
      token: string
      expiresAt: number
      user: { id: string; email: string }
      wallet: { exists: boolean }
    }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(expiresAt).toBe(clock.now() + SESSION_TTL_MS)
    expect(user.email).toBe(email)
    expect(wallet).toEqual({ exists: false })

    expect(await auth.get('/v1/session', { token })).toMatchObject({ status: 200, body: { user } })
    // Stored as a hash only.
    const stored = await auth.db.query<{ token_hash: string }>('select token_hash from sessions')
    expect(stored.some((row) => row.token_hash === token)).toBe(false)
    // A known device gets a code again, not a device link.
    expect((await auth.post('/v1/email/connect', { email, deviceId })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  test('a known user on a new device: the link page does not approve on GET; its POST does, the wait says so, and a code is mailed', async () => {
    const email = newEmail('grace')
    await auth.signIn(email)
    const deviceId = newDeviceId()
    const connected = await auth.post('/v1/email/connect', { email, deviceId, locale: 'de-DE' })
    expect(connected.body).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await auth.catcher.waitForMail({ to: email, timeoutMs: 5000 })
    expect(mail.subject).toBe('Bestätigen Sie Ihr neues Gerät')
    expect(extractCode(mail.text)).toBeUndefined()
    const link = extractLink(mail.text)
    expect(link).toMatch(new RegExp(`^${auth.url}/device/approve\\?token=[A-Za-z0-9_-]{43}$`))

    // No code works yet for this device: none was sent for it.
    const early = await auth.post('/v1/email/otp', { email, deviceId, otp: '000000' })
    expect(early.body.reason).toMatch(/OTP_INVALID|OTP_BURNED/)

    // A mail scanner's GET changes nothing.
    const page = await fetch(link!, { headers: { 'accept-language': 'fr-CH, en;q=0.5' } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Approuver cet appareil')
    expect(html).toContain('<form method="post" action="approve">')
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await auth.post('/v1/device/wait', { email, deviceId })).body).toEqual({ approved: false })

    const waiting = auth.post('/v1/device/wait', { email, deviceId })
    const token = new URL(link!).searchParams.get('token')!
    const before = Date.now()
    const approved = await fetch(`${auth.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Gerät bestätigt')
    expect((await waiting).body).toEqual({ approved: true })

    const codeMail = await auth.catcher.waitForMail({
      to: email,
      after: before,
      subjectIncludes: 'Anmeldecode',
    })
    const otp = extractCode(codeMail.text)!
    // The code works only on the approved device.
    const elsewhere = await auth.post('/v1/email/otp', { email, deviceId: newDeviceId(), otp })
    expect(elsewhere.body.reason).toBe('OTP_INVALID')
    const signedIn = await auth.post('/v1/email/otp', { email, deviceId, otp })
    expect(signedIn.status).toBe(200)

    // The link works once.
    const again = await fetch(link!)
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('This link no longer works')
    const reposted = await fetch(`${auth.url}/device/approve`, { method: 'POST', body: `token=${token}` })
    expect(reposted.status).toBe(410)
    // From now on, this device gets codes.
    expect((await auth.post('/v1/email/connect', { email, deviceId })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  test('nobody follows the link: the wait answers approved false after its bound', async () => {
    const email = newEmail()
    await auth.signIn(email)
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const started = Date.now()
    expect((await auth.post('/v1/device/wait', { email, deviceId })).body).toEqual({ approved: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('an expired device link is refused', async () => {
    const email = newEmail()
    await auth.signIn(email)
    await auth.post('/v1/email/connect', { email, deviceId: newDeviceId() })
    const link = await auth.linkFor(email)
    clock.advance(CODE_TTL_MS + 1)
    try {
      expect((await fetch(link)).status).toBe(410)
    } finally {
      clock.advance(-(CODE_TTL_MS + 1))
    }
  })
})

describe('codes', () => {
  test(`${CODE_MAX_ATTEMPTS} wrong tries burn the code: then even the right code answers OTP_BURNED`, async () => {
    const email = newEmail()
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const answer = await auth.post('/v1/email/otp', { email, deviceId, otp: wrong(otp) })
      expect(answer).toMatchObject({ status: 400, body: { reason: 'OTP_INVALID', message: 'Invalid code' } })
    }
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp: wrong(otp) })).body.reason).toBe(
      'OTP_BURNED',
    )
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp })).body.reason).toBe('OTP_BURNED')

    // A new code works again.
    await auth.post('/v1/email/connect', { email, deviceId })
    const fresh = await auth.codeFor(email)
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp: fresh })).status).toBe(200)
  })

  test('concurrent wrong guesses cannot share a try', async () => {
    const email = newEmail()
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => auth.post('/v1/email/otp', { email, deviceId, otp: wrong(otp) })),
    )
    expect(guesses.filter((g) => g.body.reason === 'OTP_INVALID').length).toBe(CODE_MAX_ATTEMPTS - 1)
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp })).body.reason).toBe('OTP_BURNED')
  })

  test('a code expires after 10 minutes: OTP_EXPIRED', async () => {
    const email = newEmail()
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    clock.advance(CODE_TTL_MS)
    try {
      const answer = await auth.post('/v1/email/otp', { email, deviceId, otp })
      expect(answer).toMatchObject({ status: 400, body: { reason: 'OTP_EXPIRED' } })
    } finally {
      clock.advance(-CODE_TTL_MS)
    }
  })

  test('a code works once', async () => {
    const email = newEmail()
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp })).status).toBe(200)
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp })).body.reason).toBe('OTP_INVALID')
  })

  test('a newer code replaces the older one; codes are stored hashed', async () => {
    const email = newEmail()
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const first = await auth.codeFor(email)
    let second = first
    // Two codes may coincide (1 in a million); ask again until they differ.
    while (second === first) {
      await auth.post('/v1/email/connect', { email, deviceId })
      second = await auth.codeFor(email)
    }
    const rows = await auth.db.query<{ code_hash: string }>(
      "select code_hash from one_time_codes where purpose = 'login' and subject = $1",
      [email],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.code_hash).not.toContain(second)
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp: first })).body.reason).toBe(
      'OTP_INVALID',
    )
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp: second })).status).toBe(200)
  })

  test('malformed input: 400 with the field, EMAIL_INVALID for an address', async () => {
    const deviceId = newDeviceId()
    expect((await auth.post('/v1/email/connect', { email: 'nope', deviceId })).body).toMatchObject({
      reason: 'EMAIL_INVALID',
      field: 'body.email',
    })
    const shortDevice = await auth.post('/v1/email/connect', { email: newEmail(), deviceId: 'short' })
    expect(shortDevice).toMatchObject({ status: 400, body: { field: 'body.deviceId' } })
    expect((await auth.post('/v1/email/otp', '{not json')).status).toBe(400)
  })
})

describe('sessions', () => {
  test('sign-out revokes the session; a missing or unknown token is NOT_LOGGED_IN', async () => {
    const { token } = await auth.signIn(newEmail())
    expect((await auth.get('/v1/session', { token })).status).toBe(200)
    expect((await auth.post('/v1/sign-out', {}, { token })).body).toEqual({})
    expect(await auth.get('/v1/session', { token })).toMatchObject({
      status: 401,
      body: { reason: 'NOT_LOGGED_IN' },
    })
    expect((await auth.get('/v1/session')).body.reason).toBe('NOT_LOGGED_IN')
    expect((await auth.get('/v1/session', { token: 'x'.repeat(43) })).body.reason).toBe('NOT_LOGGED_IN')
    expect((await auth.post('/v1/sign-out')).status).toBe(401)
  })

  test('a session lasts 30 days', async () => {
    const { token } = await auth.signIn(newEmail())
    clock.advance(SESSION_TTL_MS - 1)
    try {
      expect((await auth.get('/v1/session', { token })).status).toBe(200)
      clock.advance(1)
      expect((await auth.get('/v1/session', { token })).status).toBe(401)
    } finally {
      clock.advance(-SESSION_TTL_MS)
    }
  })
})

describe('rate limits', () => {
  // One service with low limits; each test is its own client IP (X-Forwarded-For, trusted here).
  let limited: TestWalletService
  beforeAll(async () => {
    limited = await startTestWalletService(
      {
        trustProxy: true,
        rateLimits: {
          mailsPerEmail: 2,
          mailsPerIp: 4,
          mailWindowMs: 600_000,
          requestsPerIp: 20,
          requestWindowMs: 60_000,
        },
      },
      { now: clock.now },
    )
  })
  afterAll(() => limited?.close())

  test('mails per address and per IP: 429 RATE_LIMITED with retryAfter and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.1' }
    const email = newEmail()
    const deviceId = newDeviceId()
    for (let i = 0; i < 2; i++) {
      expect((await limited.post('/v1/email/connect', { email, deviceId }, { headers })).status).toBe(200)
    }
    const refused = await limited.post('/v1/email/connect', { email, deviceId }, { headers })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ reason: 'RATE_LIMITED', retryAfter: 600 })
    expect(refused.headers.get('retry-after')).toBe('600')
    // The IP's allowance counted that refused send too: 3 of 4 used; one more address, then the IP is refused.
    expect(
      (await limited.post('/v1/email/connect', { email: newEmail(), deviceId }, { headers })).status,
    ).toBe(200)
    const byIp = await limited.post('/v1/email/connect', { email: newEmail(), deviceId }, { headers })
    expect(byIp).toMatchObject({ status: 429, body: { reason: 'RATE_LIMITED' } })
    expect(limited.catcher.mails()).toHaveLength(3)
    // Another client is not held back by this one's sends.
    const other = { 'x-forwarded-for': '203.0.113.2' }
    expect(
      (await limited.post('/v1/email/connect', { email: newEmail(), deviceId }, { headers: other })).status,
    ).toBe(200)
    // The window ends.
    clock.advance(600_000)
    try {
      expect((await limited.post('/v1/email/connect', { email, deviceId }, { headers })).status).toBe(200)
    } finally {
      clock.advance(-600_000)
    }
  })

  test('requests per IP, any route; /health is not counted', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 20; i++) {
      expect((await limited.get('/v1/frame/check?projectId=local', { query: '', headers })).status).toBe(200)
    }
    const refused = await limited.get('/v1/session', { headers })
    expect(refused).toMatchObject({ status: 429, body: { reason: 'RATE_LIMITED' } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.get('/health', { query: '', headers })).status).toBe(200)
    expect(
      (await limited.get('/v1/session', { headers: { 'x-forwarded-for': '198.51.100.8' } })).status,
    ).toBe(401)
  })
})
