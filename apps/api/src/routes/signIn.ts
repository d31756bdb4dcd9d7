import { type Cacao, formatCacaoMessage } from '@portico/siwx'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.js'
import { issueAuthNonce } from '../db/signInStore.js'
import type { ProjectVariables } from '../middleware/project.js'
import { clientIp } from '../middleware/rateLimit.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { cacaoSchema } from '../signIn/cacaoSchema.js'
import {
  bearerToken,
  requireSignInSession,
  type SignInSession,
  type SignInSessions,
  signInErrorMessages,
} from '../signIn/signInSessions.js'
import type { SiwxChains } from '../signIn/siwxChains.js'
import { AuthError, verifySignIn } from './verifySignIn.js'

export { AuthError, SIWX_CLOCK_SKEW_MS } from './verifySignIn.js'

/** Longest sign-in message accepted, in characters. */
export const MAX_SIWX_MESSAGE_LENGTH = 8_192

const verifyBody = z.union([
  z.object({
    message: z.string().min(1).max(MAX_SIWX_MESSAGE_LENGTH),
    signature: z.string().min(1).max(8_192),
  }),
  z.object({ cacao: cacaoSchema }),
])

const shape = (session: SignInSession) => ({
  address: session.address,
  chainId: session.chainId,
  caipAddress: session.caipAddress,
  issuedAt: new Date(session.issuedAt).toISOString(),
  expiresAt: new Date(session.expiresAt).toISOString(),
})

type AuthEnv = { Variables: ProjectVariables }

/** Answers an `AuthError` or a `ValidationError` that `work` throws as `{ error: { code, message, field? } }`. */
const answeringAuthErrors =
  (work: (c: Context<AuthEnv>) => Promise<Response>) =>
  async (c: Context<AuthEnv>): Promise<Response> => {
    try {
      return await work(c)
    } catch (error) {
      if (error instanceof AuthError) {
        const field = error.field ? { field: error.field } : {}
        return c.json({ error: { code: error.code, message: error.message, ...field } }, error.status)
      }
      if (error instanceof ValidationError) {
        return c.json({ error: { code: 'invalid_request', message: error.message, field: error.field } }, 400)
      }
      throw error
    }
  }

/**
 * Sign in with a wallet (CAIP-122), per project:
 * - `POST /auth/nonce` → `{ nonce, expiresAt }`: single-use, 5 minutes;
 * - `POST /auth/verify` `{ message, signature }` (or `{ cacao }`) → `{ token, session }` once the message's domain
 *   and URI are the project's, its nonce fresh, its times current, its chain served and its signature the
 *   address's;
 * - `GET /auth/me` (Bearer) → the session; `POST /auth/revoke` (Bearer) → signs it out.
 */
export function signInRoutes({
  db,
  chains,
  sessions,
  sessionLifetimeMs,
  trustProxy = false,
  now = Date.now,
}: {
  db: Database
  chains: SiwxChains
  sessions: SignInSessions
  sessionLifetimeMs: number
  trustProxy?: boolean | undefined
  now?: () => number
}) {
  async function verify(c: Context<AuthEnv>, message: string, signature: string) {
    const { token, session } = await verifySignIn({
      db,
      chains,
      sessions,
      sessionLifetimeMs,
      now,
      project: c.get('project'),
      requestOrigin: c.req.header('origin'),
      message,
      signature,
    })
    return c.json({ token, session: shape(session) })
  }

  return new Hono<AuthEnv>()
    .post(
      '/auth/nonce',
      answeringAuthErrors(async (c) => {
        const issued = await issueAuthNonce(db, {
          project: c.get('project').id,
          client: clientIp(c, { trustProxy }),
          now: now(),
        })
        if (!issued)
          throw new AuthError(429, 'too_many_nonces', 'Too many unused sign-in nonces: try again later')
        return c.json({ nonce: issued.nonce, expiresAt: new Date(issued.expiresAt).toISOString() }, 200, {
          'Cache-Control': 'no-store',
        })
      }),
    )
    .post(
      '/auth/verify',
      answeringAuthErrors(async (c) => {
        const body = validate(verifyBody, await jsonBody(c), 'body')
        if ('cacao' in body) {
          const cacao: Cacao = body.cacao
          return verify(c, formatCacaoMessage(cacao.p), cacao.s.s)
        }
        return verify(c, body.message, body.signature)
      }),
    )
    .get(
      '/auth/me',
      answeringAuthErrors(async (c) => {
        const session = await requireSignInSession(sessions, c)
        return c.json(shape(session), 200, { 'Cache-Control': 'no-store' })
      }),
    )
    .post(
      '/auth/revoke',
      answeringAuthErrors(async (c) => {
        const token = bearerToken(c)
        if (!token) throw new AuthError(401, 'missing_token', signInErrorMessages.missing_token)
        const result = await sessions.read(token, c.get('project').id)
        // Signing out twice is fine: the session is revoked either way.
        if (!result.ok && result.code !== 'session_revoked') {
          throw new AuthError(401, result.code, signInErrorMessages[result.code])
        }
        if (result.ok) await sessions.revoke(result.session)
        return c.json({ revoked: true })
      }),
    )
}
