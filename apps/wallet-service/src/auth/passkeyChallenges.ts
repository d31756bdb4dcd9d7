import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

/** How long a passkey ceremony's challenge works. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

/** Open challenges one device may hold; a newer one drops the oldest past this. */
export const MAX_CHALLENGES_PER_DEVICE = 20

export type ChallengePurpose = 'register' | 'login'

export type PasskeyChallenge = {
  challenge: string
  purpose: ChallengePurpose
  deviceId: string
  /** Registration: the user the passkey will belong to (a new user's id on sign-up). */
  userId: string | null
  /** Registration: `userId` is a new user's, made when the passkey is verified. */
  newUser: boolean
  expiresAt: number
}

/**
 * Makes a challenge (32 random bytes, base64url) for `deviceId`, valid `PASSKEY_CHALLENGE_TTL_MS`. Expired
 * challenges are deleted first, and the device's oldest past `MAX_CHALLENGES_PER_DEVICE` after.
 */
export async function issueChallenge(
  db: Pick<Database, 'query'>,
  {
    purpose,
    deviceId,
    userId = null,
    newUser = false,
    now,
  }: { purpose: ChallengePurpose; deviceId: string; userId?: string | null; newUser?: boolean; now: number },
): Promise<PasskeyChallenge> {
  await db.query('delete from webauthn_challenges where expires_at <= $1', [now])
  const challenge: PasskeyChallenge = {
    challenge: randomBytes(32).toString('base64url'),
    purpose,
    deviceId,
    userId,
    newUser,
    expiresAt: now + PASSKEY_CHALLENGE_TTL_MS,
  }
  await db.query(
    `insert into webauthn_challenges (challenge, purpose, device_id, user_id, new_user, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [challenge.challenge, purpose, deviceId, userId, newUser, challenge.expiresAt],
  )
  await db.query(
    `delete from webauthn_challenges where device_id = $1 and challenge not in (
       select challenge from webauthn_challenges where device_id = $1
       order by expires_at desc, (challenge = $2) desc limit $3
     )`,
    [deviceId, challenge.challenge, MAX_CHALLENGES_PER_DEVICE],
  )
  return challenge
}

/**
 * Uses up the challenge `challenge` issued for `purpose` to `deviceId`: deleted whatever the ceremony's outcome
 * (single use), and returned when it was still valid. A challenge issued for another purpose or device is left
 * alone (its own device may still use it) and is not returned.
 */
export async function consumeChallenge(
  db: Pick<Database, 'query'>,
  {
    challenge,
    purpose,
    deviceId,
    now,
  }: { challenge: string; purpose: ChallengePurpose; deviceId: string; now: number },
): Promise<PasskeyChallenge | undefined> {
  const [row] = await db.query<{
    user_id: string | null
    new_user: boolean
    expires_at: string | number
  }>(
    `delete from webauthn_challenges where challenge = $1 and purpose = $2 and device_id = $3
     returning user_id, new_user, expires_at`,
    [challenge, purpose, deviceId],
  )
  if (!row || Number(row.expires_at) <= now) return undefined
  return {
    challenge,
    purpose,
    deviceId,
    userId: row.user_id,
    newUser: row.new_user,
    expiresAt: Number(row.expires_at),
  }
}

/** The challenge a ceremony's `clientDataJSON` (base64url JSON) names, or undefined when it names none. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (data as { challenge?: unknown } | null)?.challenge
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(challenge) ? challenge : undefined
  } catch {
    return undefined
  }
}
