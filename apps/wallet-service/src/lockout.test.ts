import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CODE_MAX_ATTEMPTS } from './auth/codes.js'
import {
  fakeClock,
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// What a stranger can do to someone else's login: nothing that locks the owner out.

const clock = fakeClock()
let auth: TestWalletService
beforeAll(async () => {
  auth = await startTestWalletService(
    {
      trustProxy: true,
      projects: [
        { id: 'local', allowedOrigins: ['http://localhost:*'] },
        { id: 'other', allowedOrigins: ['http://localhost:*'] },
      ],
      rateLimits: {
        mailsPerEmail: 5,
        mailsPerEmailAllDevices: 8,
        mailsPerIp: 1000,
        requestsPerIp: 1_000_000,
      },
      deviceWait: { timeoutMs: 20_000, pollMs: 25, maxPerClient: 2, maxPerDevice: 2 },
    },
    { now: clock.now },
  )
})
afterAll(() => auth?.close())

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

describe('codes are bound to the device that asked for them', () => {
  test("a stranger's guesses from another device neither count against nor burn the owner's code", async () => {
    const email = newEmail('owner')
    const owner = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId: owner })
    const otp = await auth.codeFor(email)
    const stranger = newDeviceId()
    for (let i = 0; i < CODE_MAX_ATTEMPTS * 2; i++) {
      const guess = await auth.post(
        '/v1/email/otp',
        { email, deviceId: stranger, otp: wrong(otp) },
        from('203.0.113.66'),
      )
      expect(guess.body.reason).toBe('OTP_INVALID')
    }
    // Even the right code does not work from the stranger's device.
    expect((await auth.post('/v1/email/otp', { email, deviceId: stranger, otp })).body.reason).toBe(
      'OTP_INVALID',
    )
    expect((await auth.post('/v1/email/otp', { email, deviceId: owner, otp })).status).toBe(200)
  })

  test("a stranger's connect for the address does not replace the owner's pending code", async () => {
    const email = newEmail('pending')
    const owner = newDeviceId()
    const after = clock.now()
    await auth.post('/v1/email/connect', { email, deviceId: owner })
    const otp = await auth.codeFor(email, after)
    await auth.post('/v1/email/connect', { email, deviceId: newDeviceId() }, from('203.0.113.67'))
    expect((await auth.post('/v1/email/otp', { email, deviceId: owner, otp })).status).toBe(200)
  })

  test('each code takes at most 5 tries, from its own device', async () => {
    const email = newEmail('bounded')
    const deviceId = newDeviceId()
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++)
      await auth.post('/v1/email/otp', { email, deviceId, otp: wrong(otp) })
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp: wrong(otp) })).body.reason).toBe(
      'OTP_BURNED',
    )
    expect((await auth.post('/v1/email/otp', { email, deviceId, otp })).body.reason).toBe('OTP_BURNED')
  })
})

describe('the mail allowance of an address', () => {
  test("strangers' connects do not spend the owner's device's allowance; a ceiling per address holds", async () => {
    const email = newEmail('victim')
    const owner = newDeviceId()
    await auth.signIn(email, owner)
    // Five strangers' devices from five addresses ask for the victim's address.
    for (let i = 0; i < 5; i++) {
      const asked = await auth.post(
        '/v1/email/connect',
        { email, deviceId: newDeviceId() },
        from(`198.51.100.${i}`),
      )
      expect(asked.status).toBe(200)
    }
    // The owner's own device still gets its codes (its own 5 per window)…
    for (let i = 0; i < 4; i++) {
      expect((await auth.post('/v1/email/connect', { email, deviceId: owner })).status).toBe(200)
    }
    const spent = await auth.post('/v1/email/connect', { email, deviceId: owner })
    expect(spent).toMatchObject({ status: 429, body: { reason: 'RATE_LIMITED' } })
    // …while devices not verified for the address share the ceiling (8 per window): the sign-up's mail (the
    // address had no user yet) and the 5 strangers' used 6 of them, 2 are left.
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await auth.post('/v1/email/connect', { email, deviceId: newDeviceId() }, from(`198.51.101.${i}`)))
          .status,
      )
    }
    expect(statuses).toEqual([200, 200, 429])
    // A verified device of the owner other than the spent one still gets a code.
    const second = newDeviceId()
    await auth.db.query(
      'insert into devices (user_id, device_id, verified_at) select id, $2, 0 from users where email = $1',
      [email, second],
    )
    expect((await auth.post('/v1/email/connect', { email, deviceId: second })).status).toBe(200)
  })
})

describe('sessions', () => {
  test("a session minted for one project does not work on another project's routes", async () => {
    const { token } = await auth.signIn(newEmail('project'))
    expect((await auth.get('/v1/session', { token })).status).toBe(200)
    const elsewhere = await auth.get('/v1/session', { token, query: '?projectId=other' })
    expect(elsewhere).toMatchObject({ status: 401, body: { reason: 'NOT_LOGGED_IN' } })
    expect((await auth.get('/v1/wallet', { token, query: '?projectId=other' })).status).toBe(401)
  })
})

describe('the device-wait pool', () => {
  const wait = (email: string, deviceId: string, ip: string, signal: AbortSignal) =>
    fetch(`${auth.url}/v1/device/wait?projectId=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, deviceId }),
      signal,
    })
  /** Resolves once exactly `count` waits are held. */
  const held = async (count: number) => {
    while (auth.heldDeviceWaits() !== count) await new Promise((resolve) => setImmediate(resolve))
  }

  test('one client (IP) holds at most its share; the extra waits answer 429 at once', async () => {
    const stop = new AbortController()
    const email = newEmail('waiter')
    const pending = [
      wait(email, newDeviceId(), '192.0.2.10', stop.signal),
      wait(email, newDeviceId(), '192.0.2.10', stop.signal),
    ]
    try {
      await held(2)
      const extra = await wait(email, newDeviceId(), '192.0.2.10', AbortSignal.timeout(5_000))
      expect(extra.status).toBe(429)
      expect(await extra.json()).toMatchObject({ reason: 'RATE_LIMITED' })
      expect(auth.heldDeviceWaits()).toBe(2)
    } finally {
      stop.abort()
      await Promise.allSettled(pending)
      await held(0)
    }
  })

  test('one device link holds at most its share, whatever the IPs', async () => {
    const stop = new AbortController()
    const email = newEmail('link')
    const deviceId = newDeviceId()
    const pending = [
      wait(email, deviceId, '192.0.2.20', stop.signal),
      wait(email, deviceId, '192.0.2.21', stop.signal),
    ]
    try {
      await held(2)
      const extra = await wait(email, deviceId, '192.0.2.22', AbortSignal.timeout(5_000))
      expect(extra.status).toBe(429)
    } finally {
      stop.abort()
      await Promise.allSettled(pending)
      await held(0)
    }
  })
})

describe('the device-approval page says which device asked', () => {
  test('the time of the request and the asking browser and system, never the raw User-Agent', async () => {
    const email = newEmail('page')
    await auth.signIn(email)
    const after = clock.now()
    const userAgent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0 <script>alert(1)</script>'
    const asked = await auth.post(
      '/v1/email/connect',
      { email, deviceId: newDeviceId() },
      { headers: { 'user-agent': userAgent } },
    )
    expect(asked.body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = await auth.linkFor(email, after)
    const page = await (await fetch(link)).text()
    const time = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(clock.now())
    expect(page).toContain(`This request came at ${time} UTC from Firefox on Windows.`)
    expect(page).not.toContain('<script>alert')
    expect(page).not.toContain('Gecko')
    const german = await (await fetch(link, { headers: { 'accept-language': 'de' } })).text()
    expect(german).toContain('Firefox unter Windows')
  })

  test('a User-Agent that names nothing known reads unknown', async () => {
    const email = newEmail('page')
    await auth.signIn(email)
    const after = clock.now()
    await auth.post(
      '/v1/email/connect',
      { email, deviceId: newDeviceId() },
      { headers: { 'user-agent': '"><img src=x>' } },
    )
    const page = await (await fetch(await auth.linkFor(email, after))).text()
    expect(page).toContain('from unknown on unknown.')
    expect(page).not.toContain('<img')
  })
})
