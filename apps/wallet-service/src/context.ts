import { clientIp, type RateLimiter } from '@portico/server-kit/http'
import type { Context } from 'hono'
import type { CodeStore } from './auth/codes.js'
import { readSession, type Session } from './auth/sessions.js'
import type { ProjectConfig, WalletServiceConfig } from './config.js'
import type { Database } from './db/database.js'
import { NoEmailAddressError, NotLoggedInError, RateLimitedError } from './errors.js'
import type { WaitPool } from './http/waitPool.js'
import { composeMail, type MailContent } from './mail/compose.js'
import type { Mailer } from './mail/mailer.js'
import type { SocialClients } from './social/client.js'

/** Everything the routes share, made once per server (no module-level state). */
export type AuthContext = {
  config: WalletServiceConfig
  db: Database
  codes: CodeStore
  mailer: Mailer
  limits: {
    /** Requests of any kind, per client IP. */
    requestsByIp: RateLimiter
    /** E-mails sent, per client IP. */
    mailsByIp: RateLimiter
    /** E-mails sent, per recipient and requesting device. */
    mailsByEmail: RateLimiter
    /** E-mails sent per recipient to devices not the recipient's own: the ceiling strangers share. */
    mailsByEmailAllDevices: RateLimiter
  }
  /** The held `POST /v1/device/wait` requests. */
  deviceWaits: WaitPool
  /** The OAuth clients of the configured social providers. */
  social: SocialClients
  now: () => number
  /** The base of links the service mails (device approval): `PUBLIC_URL`, else the server's own URL. */
  publicUrl: () => string
}

export type AuthEnv = { Variables: { project: ProjectConfig } }

/** Who asks for a mail to an address: the requesting device, and whether it is the address owner's own. */
export type MailRequester = {
  deviceId: string
  /**
   * A device verified for the address's user, or a request only the address's owner can make (a session of the
   * user, the link mailed to the address): it is never held back by what other devices asked for.
   */
  ownDevice: boolean
}

/**
 * Counts one e-mail to `email` against the send limits: the client's IP, then (for a device that is not the
 * owner's) the address's ceiling shared by all such devices, then the address and requesting device's own
 * allowance. A refused step does not use up the ones after it. Throws `RateLimitedError` when one is spent.
 * So a stranger who asks for someone's address spends the stranger's own allowance and the shared ceiling, never
 * the owner's devices' allowance.
 */
export async function takeMailAllowance(
  ctx: AuthContext,
  c: Context,
  email: string,
  { deviceId, ownDevice }: MailRequester,
): Promise<void> {
  const steps = [
    () => ctx.limits.mailsByIp.take(clientIp(c, { trustProxy: ctx.config.trustProxy })),
    ...(ownDevice ? [] : [() => ctx.limits.mailsByEmailAllDevices.take(email)]),
    () => ctx.limits.mailsByEmail.take(`${email}|${deviceId}`),
  ]
  for (const step of steps) {
    const verdict = await step()
    if (!verdict.ok)
      throw new RateLimitedError(verdict.retryAfter, 'Too many e-mails were sent. Please try again later.')
  }
}

/** Sends `content` to `to` in the language of `locale` (English when none fits). */
export function sendMail(
  ctx: AuthContext,
  to: string,
  content: MailContent,
  locale: string | null | undefined,
): Promise<void> {
  return ctx.mailer.send(composeMail(to, content, locale))
}

/**
 * The live session of the request's `Authorization: Bearer <token>` opened for the request's project, else 401
 * NOT_LOGGED_IN.
 */
export async function requireSession(ctx: AuthContext, c: Context): Promise<Session & { token: string }> {
  const token = bearerToken(c)
  const projectId = (c.get('project') as ProjectConfig | undefined)?.id
  const session =
    token && projectId ? await readSession(ctx.db, { token, projectId, now: ctx.now() }) : undefined
  if (!token || !session) throw new NotLoggedInError()
  return { ...session, token }
}

/** The address of the session's user, for a step that mails it; 409 for a user who has none (passkey-only). */
export function sessionEmail(session: Pick<Session, 'email'>): string {
  if (session.email === null) throw new NoEmailAddressError()
  return session.email
}

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(c.req.header('authorization') ?? '')
  return match?.[1]
}
