import { clientIp, type RateLimiter } from '@portico/server-kit/http'
import type { Context } from 'hono'
import type { CodeStore } from './auth/codes.js'
import { readSession, type Session } from './auth/sessions.js'
import type { AuthConfig, ProjectConfig } from './config.js'
import type { Database } from './db/database.js'
import { NotLoggedInError, RateLimitedError } from './errors.js'
import { composeMail, type MailContent } from './mail/compose.js'
import type { Mailer } from './mail/mailer.js'

/** Everything the routes share, made once per server (no module-level state). */
export type AuthContext = {
  config: AuthConfig
  db: Database
  codes: CodeStore
  mailer: Mailer
  limits: {
    /** Requests of any kind, per client IP. */
    requestsByIp: RateLimiter
    /** E-mails sent, per client IP. */
    mailsByIp: RateLimiter
    /** E-mails sent, per recipient. */
    mailsByEmail: RateLimiter
  }
  now: () => number
  /** The base of links the service mails (device approval): `PUBLIC_URL`, else the server's own URL. */
  publicUrl: () => string
}

export type AuthEnv = { Variables: { project: ProjectConfig } }

/**
 * Counts one e-mail to `email` from this client against both send limits (the client's IP first, so a refused
 * client does not use up the recipient's allowance); throws `RateLimitedError` when either is spent.
 */
export async function takeMailAllowance(ctx: AuthContext, c: Context, email: string): Promise<void> {
  const byIp = await ctx.limits.mailsByIp.take(clientIp(c, { trustProxy: ctx.config.trustProxy }))
  if (!byIp.ok)
    throw new RateLimitedError(byIp.retryAfter, 'Too many e-mails were sent. Please try again later.')
  const byEmail = await ctx.limits.mailsByEmail.take(email)
  if (!byEmail.ok) {
    throw new RateLimitedError(byEmail.retryAfter, 'Too many e-mails were sent. Please try again later.')
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

/** The live session of the request's `Authorization: Bearer <token>`, else 401 NOT_LOGGED_IN. */
export async function requireSession(ctx: AuthContext, c: Context): Promise<Session & { token: string }> {
  const token = bearerToken(c)
  const session = token ? await readSession(ctx.db, token, ctx.now()) : undefined
  if (!token || !session) throw new NotLoggedInError()
  return { ...session, token }
}

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(c.req.header('authorization') ?? '')
  return match?.[1]
}
