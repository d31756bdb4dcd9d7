import type { Database } from '../db/database.js'
import { hashToken, newToken } from './tokens.js'

/** How long an e-mailed device link works. */
export const DEVICE_LINK_TTL_MS = 10 * 60_000

/** The shape of a device id: what the frame makes and keeps (16–64 of A–Z a–z 0–9 _ -). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export async function isDeviceVerified(
  db: Pick<Database, 'query'>,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const rows = await db.query('select 1 from devices where user_id = $1 and device_id = $2', [
    userId,
    deviceId,
  ])
  return rows.length > 0
}

export async function markDeviceVerified(
  db: Pick<Database, 'query'>,
  { userId, deviceId, now }: { userId: string; deviceId: string; now: number },
): Promise<void> {
  await db.query(
    'insert into devices (user_id, device_id, verified_at) values ($1, $2, $3) on conflict do nothing',
    [userId, deviceId, now],
  )
}

/**
 * Makes the link token that approves `deviceId` for the user, replacing the device's earlier link; keeps the
 * asking device's `User-Agent` (first 512 characters) for the link's page.
 */
export async function issueDeviceApproval(
  db: Pick<Database, 'query'>,
  {
    userId,
    deviceId,
    locale,
    userAgent,
    now,
  }: { userId: string; deviceId: string; locale: string | null; userAgent: string | undefined; now: number },
): Promise<{ token: string; expiresAt: number }> {
  await db.query('delete from device_approvals where expires_at < $1', [now - 24 * 60 * 60_000])
  const token = newToken()
  const expiresAt = now + DEVICE_LINK_TTL_MS
  await db.query(
    `insert into device_approvals
       (token_hash, user_id, device_id, locale, user_agent, expires_at, used_at, created_at)
     values ($1, $2, $3, $4, $5, $6, null, $7)
     on conflict (user_id, device_id) do update set token_hash = excluded.token_hash, locale = excluded.locale,
       user_agent = excluded.user_agent, expires_at = excluded.expires_at, used_at = null,
       created_at = excluded.created_at`,
    [hashToken(token), userId, deviceId, locale, userAgent?.slice(0, 512) ?? null, expiresAt, now],
  )
  return { token, expiresAt }
}

export type PendingApproval = { userId: string; deviceId: string; email: string; locale: string | null }

/** A pending approval with who asked for it: when (ms) and the asking device's `User-Agent`. */
export type PendingApprovalRequest = PendingApproval & { requestedAt: number; userAgent: string | null }

/** The approval a link's token stands for, while it is unused and unexpired (reading only). */
export async function findDeviceApproval(
  db: Pick<Database, 'query'>,
  token: string,
  now: number,
): Promise<PendingApprovalRequest | undefined> {
  const [row] = await db.query<
    Omit<PendingApprovalRequest, 'requestedAt'> & { requestedAt: string | number }
  >(
    `select a.user_id as "userId", a.device_id as "deviceId", u.email, a.locale,
       a.created_at as "requestedAt", a.user_agent as "userAgent"
     from device_approvals a join users u on u.id = a.user_id
     where a.token_hash = $1 and a.used_at is null and a.expires_at > $2 and u.email is not null`,
    [hashToken(token), now],
  )
  return row ? { ...row, requestedAt: Number(row.requestedAt) } : undefined
}

/**
 * Uses the link's token (once) and verifies its device; the approval, or undefined when the token does not work.
 * Links are mailed, so only a user with an address has one.
 */
export async function approveDevice(
  db: Pick<Database, 'query'>,
  token: string,
  now: number,
): Promise<PendingApproval | undefined> {
  const [row] = await db.query<PendingApproval>(
    `update device_approvals a set used_at = $2 from users u
     where a.token_hash = $1 and a.used_at is null and a.expires_at > $2 and u.id = a.user_id and u.email is not null
     returning a.user_id as "userId", a.device_id as "deviceId", u.email, a.locale`,
    [hashToken(token), now],
  )
  if (!row) return undefined
  await markDeviceVerified(db, { userId: row.userId, deviceId: row.deviceId, now })
  return row
}
