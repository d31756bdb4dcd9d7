import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { extractCode } from './mail/extract.js'
import { newEmail, startTestWalletService, type TestWalletService } from './test/startTestWalletService.js'

// Changing the address (a code to each address) and exporting the key (a code to the address).

let auth: TestWalletService
beforeAll(async () => {
  auth = await startTestWalletService()
})
afterAll(() => auth?.close())

describe('e-mail change', () => {
  test('three steps: a code to the current address, then one to the new address, then the change', async () => {
    const email = newEmail('old')
    const next = newEmail('new')
    const { token, deviceId } = await auth.signIn(email)

    expect((await auth.post('/v1/email/update', { newEmail: next }, { token })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await auth.catcher.waitForMail({ to: email, subjectIncludes: 'e-mail change' })
    expect(primary.text).toContain(next)
    // The current address's code does not work as the second step's.
    const swapped = await auth.post(
      '/v1/email/update/secondary',
      { otp: extractCode(primary.text) },
      { token },
    )
    expect(swapped.body.reason).toBe('OTP_INVALID')

    expect(
      (await auth.post('/v1/email/update/primary', { otp: extractCode(primary.text) }, { token })).body,
    ).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await auth.catcher.waitForMail({ to: next })
    expect(secondary.subject).toBe('Confirm your new e-mail address')
    expect(
      (await auth.post('/v1/email/update/secondary', { otp: extractCode(secondary.text) }, { token })).body,
    ).toEqual({
      newEmail: next,
    })

    expect((await auth.get('/v1/session', { token })).body).toMatchObject({ user: { email: next } })
    // The device stays verified for the user under the new address; the old address is a stranger now.
    expect((await auth.post('/v1/email/connect', { email: next, deviceId })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = await auth.codeFor(next)
    expect((await auth.post('/v1/email/otp', { email: next, deviceId, otp })).status).toBe(200)
  })

  test('an address another user has: EMAIL_TAKEN at the start, or at the end when it was taken meanwhile', async () => {
    const taken = newEmail('taken')
    await auth.signIn(taken)
    const { token } = await auth.signIn(newEmail())
    expect(await auth.post('/v1/email/update', { newEmail: taken }, { token })).toMatchObject({
      status: 409,
      body: { reason: 'EMAIL_TAKEN' },
    })

    const contested = newEmail('contested')
    const me = newEmail('me')
    const mine = await auth.signIn(me)
    await auth.post('/v1/email/update', { newEmail: contested }, { token: mine.token })
    await auth.post('/v1/email/update/primary', { otp: await auth.codeFor(me) }, { token: mine.token })
    const secondCode = await auth.codeFor(contested)
    // Someone signs up with the address before the change completes.
    await auth.signIn(contested)
    expect(
      await auth.post('/v1/email/update/secondary', { otp: secondCode }, { token: mine.token }),
    ).toMatchObject({
      status: 409,
      body: { reason: 'EMAIL_TAKEN' },
    })
    expect((await auth.get('/v1/session', { token: mine.token })).body).toMatchObject({ user: { email: me } })
  })

  test('the same address, a wrong code, no session', async () => {
    const email = newEmail()
    const { token } = await auth.signIn(email)
    expect(
      (await auth.post('/v1/email/update', { newEmail: email.toUpperCase() }, { token })).body.reason,
    ).toBe('EMAIL_INVALID')
    expect((await auth.post('/v1/email/update', { newEmail: 'no-at-sign' }, { token })).body.reason).toBe(
      'EMAIL_INVALID',
    )
    expect((await auth.post('/v1/email/update/primary', { otp: '123456' }, { token })).body.reason).toBe(
      'OTP_INVALID',
    )
    expect((await auth.post('/v1/email/update', { newEmail: newEmail() })).body.reason).toBe('NOT_LOGGED_IN')
  })
})

describe('export', () => {
  test('a code to the address, verified once', async () => {
    const email = newEmail()
    const { token, deviceId } = await auth.signIn(email)
    expect(await auth.post('/v1/export/start', {}, { token })).toMatchObject({ status: 200, body: {} })
    const mail = await auth.catcher.waitForMail({ to: email, subjectIncludes: 'export' })
    const otp = extractCode(mail.text)!
    expect(
      (await auth.post('/v1/export/verify', { otp: '000000' === otp ? '000001' : '000000' }, { token })).body
        .reason,
    ).toBe('OTP_INVALID')
    expect(await auth.post('/v1/export/verify', { otp }, { token })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await auth.post('/v1/export/verify', { otp }, { token })).body.reason).toBe('OTP_INVALID')
    // A login code is no export code.
    await auth.post('/v1/email/connect', { email, deviceId })
    expect(
      (await auth.post('/v1/export/verify', { otp: await auth.codeFor(email) }, { token })).body.reason,
    ).toBe('OTP_INVALID')
    expect((await auth.post('/v1/export/start')).body.reason).toBe('NOT_LOGGED_IN')
  })

  test('in the language asked for', async () => {
    const email = newEmail()
    const { token } = await auth.signIn(email)
    await auth.post('/v1/export/start', { locale: 'ja' }, { token })
    const mail = await auth.catcher.waitForMail({ to: email, subjectIncludes: 'エクスポート' })
    expect(extractCode(mail.text)).toMatch(/^\d{6}$/)
  })
})

describe('mail that cannot be sent', () => {
  // Last in this file: it stops the catcher.
  test('the SMTP server is gone: 503 with reason INTERNAL, and the service keeps answering', async () => {
    const { token } = await auth.signIn(newEmail())
    await auth.catcher.stop()
    const connect = await auth.post('/v1/email/connect', {
      email: newEmail(),
      deviceId: 'device-without-mail-1',
    })
    expect(connect).toMatchObject({ status: 503, body: { reason: 'INTERNAL' } })
    expect((await auth.post('/v1/export/start', {}, { token })).status).toBe(503)
    expect((await auth.get('/v1/session', { token })).status).toBe(200)
  })
})
