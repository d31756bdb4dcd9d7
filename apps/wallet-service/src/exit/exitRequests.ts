// The operator's request to move a user's wallet, and the user's answer by the e-mailed link.
import { hashToken, newToken } from '../auth/tokens.js'
import type { Database } from '../db/database.js'

/** How long the e-mailed link works. */
export const EXIT_LINK_TTL_MS = 72 * 60 * 60_000

export type ExitRequest = {
  userId: string
  email: string
  to: string
  locale: string | null
  state: 'pending' | 'approved' | 'declined'
}

type Row = {
  userId: string
  email: string
  to: string
  locale: string | null
  approvedAt: string | number | null
  declinedAt: string | number | null
}

const toRequest = (row: Row): ExitRequest => ({
  userId: row.userId,
  email: row.email,
  to: row.to,
  locale: row.locale,
  state: row.approvedAt !== null ? 'approved' : row.declinedAt !== null ? 'declined' : 'pending',
})

const selectRequest = `select r.user_id as "userId", u.email, r.to_origin as "to", r.locale,
  r.approved_at as "approvedAt", r.declined_at as "declinedAt"
  from exit_requests r join users u on u.id = r.user_id`

/** Makes the link token of a request to move the user's wallet to `to`, replacing an earlier request. */
export async function issueExitRequest(
  db: Pick<Database, 'query'>,
  { userId, to, locale, now }: { userId: string; to: string; locale: string | null; now: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken()
  const expiresAt = now + EXIT_LINK_TTL_MS
  await db.query(
    `insert into exit_requests (user_id, token_hash, to_origin, locale, expires_at, approved_at, declined_at, created_at)
     values ($1, $2, $3, $4, $5, null, null, $6)
     on conflict (user_id) do update set token_hash = excluded.token_hash, to_origin = excluded.to_origin,
       locale = excluded.locale, expires_at = excluded.expires_at, approved_at = null, declined_at = null,
       created_at = excluded.created_at`,
    [userId, hashToken(token), to, locale, expiresAt, now],
  )
  return { token, expiresAt }
}

/** The unanswered, unexpired request a link's token stands for (reading only). */
export async function findPendingExitRequest(
  db: Pick<Database, 'query'>,
  token: string,
  now: number,
): Promise<ExitRequest | undefined> {
  const [row] = await db.query<Row>(
    `${selectRequest} where r.token_hash = $1 and r.expires_at > $2
       and r.approved_at is null and r.declined_at is null`,
    [hashToken(token), now],
  )
  return row && toRequest(row)
}

/** Answers the request of a link's token (once: of two concurrent answers, one counts); undefined when it does not work. */
export async function answerExitRequest(
  db: Pick<Database, 'query'>,
  { token, approve, now }: { token: string; approve: boolean; now: number },
): Promise<ExitRequest | undefined> {
  const [row] = await db.query<{ userId: string }>(
    `update exit_requests set ${approve ? 'approved_at' : 'declined_at'} = $2
     where token_hash = $1 and expires_at > $2 and approved_at is null and declined_at is null
     returning user_id as "userId"`,
    [hashToken(token), now],
  )
  if (!row) return undefined
  return readExitRequest(db, row.userId)
}

/** The user's latest request, whatever its state. */
export async function readExitRequest(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<ExitRequest | undefined> {
  const [row] = await db.query<Row>(`${selectRequest} where r.user_id = $1`, [userId])
  return row && toRequest(row)
}

/** Where the user's wallet moved to, if it did. */
export async function readWalletMove(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<{ to: string } | undefined> {
  const [row] = await db.query<{ to: string }>(
    'select to_origin as "to" from wallet_moves where user_id = $1',
    [userId],
  )
  return row
}
