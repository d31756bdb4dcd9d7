import {
  type Cacao,
  formatCacaoMessage,
  InvalidSiwxMessageError,
  parseSiwxMessage,
  parseSiwxTime,
  type SiwxMessageData,
} from '@portico/siwx'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { Database } from '../db/database.js'
import { consumeAuthNonce, issueAuthNonce } from '../db/signInStore.js'
import type { ProjectVariables } from '../middleware/project.js'
import { clientIp } from '../middleware/rateLimit.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { cacaoSchema } from '../signIn/cacaoSchema.js'
import { checkSiwxDomain } from '../signIn/checkSiwxDomain.js'
import {
  bearerToken,
  requireSignInSession,
  type SignInSession,
  type SignInSessions,
  signInErrorMessages,
} from '../signIn/signInSessions.js'
import { resolveSiwxChain, type SiwxChains } from '../signIn/siwxChains.js'
import { verifySiwxSignature } from '../signIn/verifySiwxSignature.js'

/** Longest sign-in message accepted, in characters. */
export const MAX_SIWX_MESSAGE_LENGTH = 8_192

/** How far a message's `Issued At` / `Not Before` may be ahead of the server's clock: 60 s. */
export const SIWX_CLOCK_SKEW_MS = 60_000

/** What every refusal of the auth routes answers: `{ error: { code, message } }` (and `field` for bad input). */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

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

/** The fields of a sign-in message (strictly parsed by @portico/siwx), or a 400 naming what is wrong. */
function readMessage(message: string): SiwxMessageData {
  try {
    return parseSiwxMessage(message)
  } catch (error) {
    if (!(error instanceof InvalidSiwxMessageError)) throw error
    const details = error.details ? `: ${error.details}` : ''
    throw new AuthError(400, 'invalid_message', `${error.message}${details}`, 'body.message')
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
  const handle =
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
          return c.json(
            { error: { code: 'invalid_request', message: error.message, field: error.field } },
            400,
          )
        }
        throw error
      }
    }

  async function verify(c: Context<AuthEnv>, message: string, signature: string) {
    const project = c.get('project')
    const fields = readMessage(message)
    // The parser has checked the times are RFC 3339 date-times of real dates.
    const issuedAt = parseSiwxTime(fields.issuedAt) as number
    const expirationTime =
      fields.expirationTime === undefined ? undefined : parseSiwxTime(fields.expirationTime)
    const notBefore = fields.notBefore === undefined ? undefined : parseSiwxTime(fields.notBefore)
    const chain = resolveSiwxChain(chains, fields.chainId)
    if (!chain.ok) throw new AuthError(400, 'unsupported_chain', chain.reason, 'body.message')

    const domainRefusal = checkSiwxDomain({
      scheme: fields.scheme,
      domain: fields.domain,
      uri: fields.uri,
      allowedOrigins: project.allowedOrigins,
      requestOrigin: c.req.header('origin'),
    })
    if (domainRefusal) throw new AuthError(401, 'domain_mismatch', domainRefusal)
    const time = now()
    if (expirationTime !== undefined && expirationTime <= time) {
      throw new AuthError(401, 'message_expired', 'The message has expired (Expiration Time)')
    }
    if (
      issuedAt > time + SIWX_CLOCK_SKEW_MS ||
      (notBefore !== undefined && notBefore > time + SIWX_CLOCK_SKEW_MS)
    ) {
      throw new AuthError(
        401,
        'message_not_yet_valid',
        'The message is not valid yet (Issued At / Not Before)',
      )
    }

    let verdict: Awaited<ReturnType<typeof verifySiwxSignature>>
    try {
      verdict = await verifySiwxSignature({
        chains,
        namespace: chain.namespace,
        caipNetworkId: chain.caipNetworkId,
        address: fields.accountAddress,
        message,
        signature,
      })
    } catch (error) {
      console.error('[auth] chain unreachable', chain.caipNetworkId, error)
      throw new AuthError(503, 'chain_unavailable', `The node of ${chain.caipNetworkId} cannot be reached`)
    }
    if (verdict === 'bad-address') {
      throw new AuthError(400, 'invalid_address', `Not an address of ${chain.caipNetworkId}`, 'body.message')
    }
    if (verdict === 'invalid') {
      const smart =
        chain.namespace === 'eip155' ? ' (smart accounts are checked with ERC-1271 and ERC-6492)' : ''
      throw new AuthError(
        401,
        'invalid_signature',
        `The signature is not the address's${smart}`,
        'body.signature',
      )
    }
    if (!(await consumeAuthNonce(db, { nonce: fields.nonce, project: project.id, now: time }))) {
      throw new AuthError(
        401,
        'invalid_nonce',
        'Nonce is unknown, expired or used already: fetch a new one from POST /v1/auth/nonce',
      )
    }
    const expiresAt = Math.min(expirationTime ?? Number.POSITIVE_INFINITY, time + sessionLifetimeMs)
    const { token, session } = await sessions.create({
      project: project.id,
      caipAddress: `${chain.caipNetworkId}:${fields.accountAddress}`,
      chainId: chain.caipNetworkId,
      domain: fields.domain,
      issuedAt: time,
      expiresAt,
    })
    return c.json({ token, session: shape(session) })
  }

  return new Hono<AuthEnv>()
    .post(
      '/auth/nonce',
      handle(async (c) => {
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
      handle(async (c) => {
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
      handle(async (c) => {
        const session = await requireSignInSession(sessions, c)
        return c.json(shape(session), 200, { 'Cache-Control': 'no-store' })
      }),
    )
    .post(
      '/auth/revoke',
      handle(async (c) => {
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
