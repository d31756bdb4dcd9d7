import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { extractCode } from './mail/extract.js'
import { newEmail, startTestWalletService, type TestWalletService } from './test/startTestWalletService.js'

// The emergency kit's fresh code: mailed to the address, checked once, its own kind of code; bad input is a 4xx.

let auth: TestWalletService
beforeAll(async () => {
  auth = await startTestWalletService({
    rateLimits: { mailsPerEmail: 4, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
  })
})
afterAll(() => auth?.close())

describe('emergency kit code', () => {
  test('a code to the address, verified once; an export or login code is no kit code', async () => {
    const email = newEmail()
    const { token, deviceId } = await auth.signIn(email)
    expect(await auth.post('/v1/kit/start', {}, { token })).toMatchObject({ status: 200, body: {} })
    const mail = await auth.catcher.waitForMail({ to: email, subjectIncludes: 'emergency kit' })
    expect(mail.subject).toBe('Your emergency kit code')
    const otp = extractCode(mail.text)!
    expect(otp).toMatch(/^\d{6}$/)
    const wrong = otp === '000000' ? '000001' : '000000'
    expect((await auth.post('/v1/kit/verify', { otp: wrong }, { token })).body.reason).toBe('OTP_INVALID')
    expect(await auth.post('/v1/kit/verify', { otp }, { token })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await auth.post('/v1/kit/verify', { otp }, { token })).body.reason).toBe('OTP_INVALID')

    // An export code does not open the kit, nor a kit code the export.
    await auth.post('/v1/export/start', {}, { token })
    const exportCode = extractCode(
      (await auth.catcher.waitForMail({ to: email, subjectIncludes: 'export' })).text,
    )!
    expect((await auth.post('/v1/kit/verify', { otp: exportCode }, { token })).body.reason).toBe(
      'OTP_INVALID',
    )
    await auth.post('/v1/email/connect', { email, deviceId })
    expect(
      (await auth.post('/v1/kit/verify', { otp: await auth.codeFor(email) }, { token })).body.reason,
    ).toBe('OTP_INVALID')
  })

  test('signed out: NOT_LOGGED_IN (401), no mail', async () => {
    const start = await auth.post('/v1/kit/start')
    expect(start).toMatchObject({ status: 401, body: { reason: 'NOT_LOGGED_IN' } })
    const verify = await auth.post('/v1/kit/verify', { otp: '123456' })
    expect(verify).toMatchObject({ status: 401, body: { reason: 'NOT_LOGGED_IN' } })
  })

  test('five wrong tries burn the code: the right one is refused after', async () => {
    const email = newEmail()
    const { token } = await auth.signIn(email)
    await auth.post('/v1/kit/start', {}, { token })
    const otp = extractCode((await auth.catcher.waitForMail({ to: email, subjectIncludes: 'kit' })).text)!
    const wrong = otp === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) await auth.post('/v1/kit/verify', { otp: wrong }, { token })
    expect((await auth.post('/v1/kit/verify', { otp }, { token })).body.reason).toBe('OTP_BURNED')
  })

  test('in the language asked for', async () => {
    const email = newEmail()
    const { token } = await auth.signIn(email)
    await auth.post('/v1/kit/start', { locale: 'de' }, { token })
    const mail = await auth.catcher.waitForMail({ to: email, subjectIncludes: 'Notfallpaket' })
    expect(extractCode(mail.text)).toMatch(/^\d{6}$/)
  })

  test('mails to one address are limited: 429 RATE_LIMITED with Retry-After', async () => {
    const { token } = await auth.signIn(newEmail())
    // The sign-in took one mail of the four.
    for (let i = 0; i < 3; i++) expect((await auth.post('/v1/kit/start', {}, { token })).status).toBe(200)
    const limited = await auth.post('/v1/kit/start', {}, { token })
    expect(limited).toMatchObject({ status: 429, body: { reason: 'RATE_LIMITED' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('bad input is a 4xx, never a 5xx', async () => {
    const { token } = await auth.signIn(newEmail())
    const bodies: unknown[] = [
      'not json',
      '[]',
      'null',
      { otp: 123456 },
      { otp: '' },
      { otp: 'x'.repeat(10_000) },
      { otp: '12345\u0000' },
      { otp: '\uD800' },
      { otp: { nested: { deeper: [1, 2, 3] } } },
    ]
    for (const body of bodies) {
      const res = await auth.post('/v1/kit/verify', body, { token })
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
    }
    for (const body of ['not json', '{"locale":', 'x'.repeat(300)]) {
      const res = await auth.post('/v1/kit/start', body, { token })
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
    }
  })
})
