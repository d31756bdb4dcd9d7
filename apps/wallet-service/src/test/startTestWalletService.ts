import { randomBytes } from 'node:crypto'
import { loadWalletServiceConfig, type WalletServiceConfigInput } from '../config.js'
import { type MailCatcher, startMailCatcher } from '../mail/catcher.js'
import { extractCode, extractLink } from '../mail/extract.js'
import { startWalletService, type WalletService } from '../server.js'

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

export type RequestOptions = { token?: string; headers?: Record<string, string>; query?: string }

/** A clock tests move by hand. */
export function fakeClock(start = Date.now()) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

export const newDeviceId = () => randomBytes(16).toString('base64url')

let emails = 0
/** A fresh address per call, so tests never share a user or a rate limit. */
export const newEmail = (name = 'user') => `${name}-${process.pid}-${++emails}-${Date.now()}@example.com`

export type TestWalletService = WalletService & {
  catcher: MailCatcher
  /** POSTs JSON to `path` (with `?projectId=local` unless `query` says otherwise). */
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Answer>
  get(path: string, options?: RequestOptions): Promise<Answer>
  /** Sends `method` to `path` with a JSON body, as `post` does. */
  send(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<Answer>
  /** The code of the newest mail to `email` received at or after `after`. */
  codeFor(email: string, after?: number): Promise<string>
  linkFor(email: string, after?: number): Promise<string>
  /** Connects `email` on `deviceId` (a new user or a verified device), reads the mailed code and signs in. */
  signIn(email: string, deviceId?: string): Promise<{ token: string; userId: string; deviceId: string }>
  close(): Promise<void>
}

/**
 * A real service on a free loopback port with its own mail catcher, project `local` (localhost origins), limits
 * high enough not to get in the way, and device waits of 1 s.
 */
export async function startTestWalletService(
  overrides: WalletServiceConfigInput = {},
  { now }: { now?: () => number } = {},
): Promise<TestWalletService> {
  const catcher = await startMailCatcher()
  const config = loadWalletServiceConfig(
    {},
    {
      port: 0,
      smtpUrl: catcher.smtpUrl,
      projects: [{ id: 'local', allowedOrigins: ['http://localhost:*'] }],
      rateLimits: {
        mailsPerEmail: 1000,
        mailsPerEmailAllDevices: 100_000,
        mailsPerIp: 100_000,
        requestsPerIp: 1_000_000,
      },
      deviceWait: { timeoutMs: 1000, pollMs: 25 },
      ...overrides,
    },
  )
  const server = await startWalletService(config, now ? { now } : {}).catch(async (error: unknown) => {
    await catcher.stop()
    throw error
  })
  const request = async (method: string, path: string, body: unknown, options: RequestOptions = {}) => {
    const separator = path.includes('?') ? '&' : '?'
    const url = `${server.url}${path}${options.query ?? `${separator}projectId=local`}`
    const res = await fetch(url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    })
    const text = await res.text()
    let parsed: Record<string, unknown>
    try {
      parsed = JSON.parse(text) as Record<string, unknown>
    } catch {
      parsed = { text }
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }
  const mailText = async (email: string, after?: number) =>
    (await catcher.waitForMail({ to: email, ...(after !== undefined ? { after } : {}), timeoutMs: 5000 }))
      .text
  const auth: TestWalletService = {
    ...server,
    catcher,
    post: (path, body = {}, options) => request('POST', path, body, options),
    get: (path, options) => request('GET', path, undefined, options),
    send: (method, path, body, options) => request(method, path, body, options),
    async codeFor(email, after) {
      const code = extractCode(await mailText(email, after))
      if (!code) throw new Error(`no code in the mail to ${email}`)
      return code
    },
    async linkFor(email, after) {
      const link = extractLink(await mailText(email, after))
      if (!link) throw new Error(`no link in the mail to ${email}`)
      return link
    },
    async signIn(email, deviceId = newDeviceId()) {
      const connected = await auth.post('/v1/email/connect', { email, deviceId })
      if (connected.body.action !== 'VERIFY_OTP')
        throw new Error(`connect: ${JSON.stringify(connected.body)}`)
      const otp = await auth.codeFor(email)
      const answer = await auth.post('/v1/email/otp', { email, deviceId, otp })
      if (answer.status !== 200) throw new Error(`otp: ${answer.status} ${JSON.stringify(answer.body)}`)
      const { token, user } = answer.body as { token: string; user: { id: string } }
      return { token, userId: user.id, deviceId }
    },
    async close() {
      await server.close()
      await catcher.stop()
    },
  }
  return auth
}
