import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { Database } from '../db/database.js'
import {
  type AuthSessionRow,
  findAuthSession,
  insertAuthSession,
  loadAuthSecret,
  revokeAuthSession,
} from '../db/signInStore.js'
import type { ProjectVariables } from '../middleware/project.js'

/** Who issues the session tokens (`iss`). */
export const SIGN_IN_TOKEN_ISSUER = 'portico-api'

/** A live signed-in session: the account that signed the message, on its chain, for one project. */
export type SignInSession = {
  id: string
  project: string
  /** CAIP-10: `<namespace>:<reference>:<address>`, the address as signed. */
  caipAddress: string
  /** The address as signed. */
  address: string
  /** CAIP-2. */
  chainId: string
  /** ms since the epoch. */
  issuedAt: number
  expiresAt: number
}

/** Why a token is refused: each answers 401 with this code. */
export type SignInTokenError = 'missing_token' | 'invalid_token' | 'session_expired' | 'session_revoked'

export type SignInSessionsParameters = {
  db: Database
  /** HS256 key; when absent, the database's own (made on first use, shared by every instance on it). */
  secret?: string | undefined
  now?: () => number
}

/**
 * Signed-in sessions: stored in the database (expiry, revocation) and handed out as HS256 JWTs
 * (`sid` = session id, `sub` = CAIP-10 account, `aud` = project id, `iat`, `exp` = the session's expiry).
 * A token is accepted only while its signature, audience and expiry hold and its stored session is neither
 * expired nor revoked.
 */
export function createSignInSessions({ db, secret, now = Date.now }: SignInSessionsParameters) {
  let key: Promise<Uint8Array> | undefined
  const signingKey = () => {
    key ??= (secret ? Promise.resolve(secret) : loadAuthSecret(db)).then((text) =>
      new TextEncoder().encode(text),
    )
    // A failed load (database down) is tried again by the next request.
    key.catch(() => {
      key = undefined
    })
    return key
  }
  const shape = (row: AuthSessionRow): SignInSession => {
    const address = row.account.split(':').slice(2).join(':')
    return {
      id: row.id,
      project: row.project,
      caipAddress: row.account,
      address,
      chainId: row.chain_id,
      issuedAt: Number(row.issued_at),
      expiresAt: Number(row.expires_at),
    }
  }

  /** Reads and checks a token for `project`: the session, or why it is refused. */
  async function read(
    token: string,
    project: string,
  ): Promise<{ ok: true; session: SignInSession } | { ok: false; code: SignInTokenError }> {
    let sid: unknown
    let sub: unknown
    try {
      const { payload } = await jwtVerify(token, await signingKey(), {
        algorithms: ['HS256'],
        audience: project,
        issuer: SIGN_IN_TOKEN_ISSUER,
        currentDate: new Date(now()),
      })
      sid = payload.sid
      sub = payload.sub
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, code: 'session_expired' }
      if (error instanceof errors.JOSEError) return { ok: false, code: 'invalid_token' }
      throw error
    }
    if (typeof sid !== 'string' || typeof sub !== 'string') return { ok: false, code: 'invalid_token' }
    const row = await findAuthSession(db, { id: sid, project })
    if (!row || row.account !== sub) return { ok: false, code: 'invalid_token' }
    if (row.revoked_at !== null) return { ok: false, code: 'session_revoked' }
    if (Number(row.expires_at) <= now()) return { ok: false, code: 'session_expired' }
    return { ok: true, session: shape(row) }
  }

  return {
    /** Stores a session and returns it with its token. */
    async create(session: Omit<SignInSession, 'id' | 'address'> & { domain: string }) {
      const id = await insertAuthSession(db, {
        project: session.project,
        account: session.caipAddress,
        chainId: session.chainId,
        domain: session.domain,
        issuedAt: session.issuedAt,
        expiresAt: session.expiresAt,
      })
      const token = await new SignJWT({ sid: id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(SIGN_IN_TOKEN_ISSUER)
        .setSubject(session.caipAddress)
        .setAudience(session.project)
        .setIssuedAt(Math.floor(session.issuedAt / 1000))
        .setExpirationTime(Math.floor(session.expiresAt / 1000))
        .sign(await signingKey())
      const row = await findAuthSession(db, { id, project: session.project })
      if (!row) throw new Error('auth session vanished after insert')
      return { token, session: shape(row) }
    },
    read,
    /** Revokes the session (a revoked one stays revoked). */
    revoke: (session: SignInSession) =>
      revokeAuthSession(db, { id: session.id, project: session.project, now: now() }),
  }
}

export type SignInSessions = ReturnType<typeof createSignInSessions>

/** The bearer token of `Authorization: Bearer <token>`, if the request has one. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization')
  const match = header ? /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/i.exec(header.trim()) : null
  return match?.[1]
}

export const signInErrorMessages: Record<SignInTokenError, string> = {
  missing_token: 'Sign in first: send Authorization: Bearer <token> from POST /v1/auth/verify',
  invalid_token: 'The session token is not valid for this project',
  session_expired: 'The session has expired: sign in again',
  session_revoked: 'The session was signed out: sign in again',
}

/**
 * The sign-in session a request proves with `Authorization: Bearer <token>` for the project the guard set; else
 * throws a 401 `{ error: { code, message } }`. For routes that accept a signed-in session as proof of address.
 *
 * @example
 * const session = await requireSignInSession(sessions, c)
 * if (session.caipAddress.toLowerCase() !== account.toLowerCase()) return c.json(…, 403)
 */
export async function requireSignInSession(sessions: SignInSessions, c: Context): Promise<SignInSession> {
  const token = bearerToken(c)
  // Set by the project guard on every /v1 route.
  const project = (c.var as Partial<ProjectVariables>).project
  const result =
    token && project
      ? await sessions.read(token, project.id)
      : ({ ok: false, code: token ? 'invalid_token' : 'missing_token' } as const)
  if (result.ok) return result.session
  throw new HTTPException(401, {
    res: Response.json(
      { error: { code: result.code, message: signInErrorMessages[result.code] } },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    ),
  })
}
