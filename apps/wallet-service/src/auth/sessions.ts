import type { Database } from '../db/database.js'
import { hashToken, newToken, TOKEN_PATTERN } from './tokens.js'

/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

export type Session = {
  userId: string
  /** Null for a user who signed up with a passkey and has no e-mail address. */
  email: string | null
  /** The user's mail language, when known. */
  locale: string | null
  deviceId: string
  expiresAt: number
}

export async function openSession(
  db: Pick<Database, 'query'>,
  { userId, deviceId, projectId, now }: { userId: string; deviceId: string; projectId: string; now: number },
): Promise<{ token: string; expiresAt: number }> {
  // Sessions that ended a day ago are of no use to anyone.
  await db.query('delete from sessions where expires_at < $1 or revoked_at < $1', [now - 24 * 60 * 60_000])
  const token = newToken()
  const expiresAt = now + SESSION_TTL_MS
  await db.query(
    `insert into sessions (token_hash, user_id, device_id, project_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), userId, deviceId, projectId, now, expiresAt],
  )
  return { token, expiresAt }
}

/**
 * The live session of `token` (unexpired, not revoked) opened for `projectId`, else undefined: a session of one
 * project does not work on another's routes.
 */
export async function readSession(
  db: Pick<Database, 'query'>,
  { token, projectId, now }: { token: string; projectId: string; now: number },
): Promise<Session | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined
  const [row] = await db.query<Omit<Session, 'expiresAt'> & { expiresAt: string | number }>(
    `select s.user_id as "userId", u.email, u.locale, s.device_id as "deviceId", s.expires_at as "expiresAt"
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.project_id = $3 and s.revoked_at is null and s.expires_at > $2`,
    [hashToken(token), now, projectId],
  )
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : undefined
}

export async function revokeSession(db: Pick<Database, 'query'>, token: string, now: number): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    hashToken(token),
    now,
  ])
}
