import type { SocialProvider } from '@portico/embedded-wallet/protocol'
import { hashToken, newId, newToken } from '../auth/tokens.js'
import type { Database } from '../db/database.js'
import type { AuthorizationChecks } from './client.js'
import type { SocialIdentity } from './providers.js'

/** How long a social login may take, from its start to the frame redeeming its result. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** Logins one device may have under way; a newer one drops the oldest past this. */
export const MAX_SOCIAL_LOGINS_PER_DEVICE = 10

export type SocialLoginStart = {
  provider: SocialProvider
  deviceId: string
  projectId: string
  returnTo: string
  /** The signed-in user a link (not a sign-in) is for. */
  linkUserId?: string | undefined
  now: number
}

/** A login under way, as its callback finds it by `state`. */
export type PendingSocialLogin = {
  provider: SocialProvider
  returnTo: string
  checks: AuthorizationChecks
}

/** Records a login about to go to the provider; answers what its authorization request carries. */
export async function beginSocialLogin(
  db: Pick<Database, 'query'>,
  { provider, deviceId, projectId, returnTo, linkUserId, now }: SocialLoginStart,
): Promise<AuthorizationChecks> {
  await db.query('delete from social_logins where expires_at <= $1', [now])
  const checks = { state: newToken(), nonce: newToken(), codeVerifier: newToken() }
  await db.query(
    `insert into social_logins
       (state, provider, device_id, project_id, return_to, code_verifier, nonce, expires_at, link_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      checks.state,
      provider,
      deviceId,
      projectId,
      returnTo,
      checks.codeVerifier,
      checks.nonce,
      now + SOCIAL_LOGIN_TTL_MS,
      linkUserId ?? null,
    ],
  )
  await db.query(
    `delete from social_logins where device_id = $1 and state not in (
       select state from social_logins where device_id = $1 order by expires_at desc limit $2
     )`,
    [deviceId, MAX_SOCIAL_LOGINS_PER_DEVICE],
  )
  return checks
}

/** The login `state` names, while it lasts and before the provider answered it; else undefined. */
export async function pendingSocialLogin(
  db: Pick<Database, 'query'>,
  { state, now }: { state: string; now: number },
): Promise<PendingSocialLogin | undefined> {
  const [row] = await db.query<{
    provider: SocialProvider
    return_to: string
    code_verifier: string
    nonce: string
  }>(
    `select provider, return_to, code_verifier, nonce from social_logins
     where state = $1 and expires_at > $2 and result_hash is null`,
    [state, now],
  )
  return (
    row && {
      provider: row.provider,
      returnTo: row.return_to,
      checks: { state, nonce: row.nonce, codeVerifier: row.code_verifier },
    }
  )
}

/**
 * Keeps who the provider said the user is for the device that started the login, and answers the single-use result
 * that redeems it (only its hash is stored). Undefined when the login was answered meanwhile (a replayed callback).
 */
export async function settleSocialLogin(
  db: Pick<Database, 'query'>,
  { state, identity }: { state: string; identity: SocialIdentity },
): Promise<string | undefined> {
  const result = newToken()
  const rows = await db.query(
    `update social_logins set result_hash = $2, subject = $3, user_name = $4, email = $5
     where state = $1 and result_hash is null returning state`,
    [state, hashToken(result), identity.subject, identity.userName, identity.email],
  )
  return rows.length > 0 ? result : undefined
}

/** Ends a login the provider refused (its state works no more). */
export async function dropSocialLogin(db: Pick<Database, 'query'>, state: string): Promise<void> {
  await db.query('delete from social_logins where state = $1', [state])
}

/**
 * Redeems a login's result, once, on the device that started it, in the project it started in, while it lasts:
 * the provider and the identity it gave; else undefined. A sign-in (`linkUserId` undefined) redeems only a sign-in's
 * result, a link only the result of a link for that same user.
 */
export async function redeemSocialLogin(
  db: Pick<Database, 'query'>,
  {
    result,
    deviceId,
    projectId,
    linkUserId,
    now,
  }: { result: string; deviceId: string; projectId: string; linkUserId?: string | undefined; now: number },
): Promise<({ provider: SocialProvider } & SocialIdentity) | undefined> {
  const [row] = await db.query<{
    provider: SocialProvider
    subject: string
    user_name: string | null
    email: string | null
  }>(
    `delete from social_logins where result_hash = $1 and device_id = $2 and project_id = $3 and expires_at > $4
     and link_user_id is not distinct from $5
     returning provider, subject, user_name, email`,
    [hashToken(result), deviceId, projectId, now, linkUserId ?? null],
  )
  return row && { provider: row.provider, subject: row.subject, userName: row.user_name, email: row.email }
}

/**
 * The user a provider's subject names, made now on its first login (a user with no e-mail address: a provider's
 * address joins no existing user). Its name and address are kept up to date.
 */
export async function findOrCreateSocialUser(
  db: Pick<Database, 'query'>,
  { provider, subject, userName, email, now }: { provider: SocialProvider; now: number } & SocialIdentity,
): Promise<{ id: string; email: string | null; created: boolean }> {
  const made = await db.query<{ user_id: string }>(
    `with fresh as (
       insert into users (id, email, locale, created_at)
       select $3, null, null, $6 where not exists (select 1 from social_identities where provider = $1 and subject = $2)
       returning id
     )
     insert into social_identities (provider, subject, user_id, user_name, email, created_at, last_used_at)
     select $1, $2, fresh.id, $4, $5, $6, $6 from fresh
     on conflict (provider, subject) do nothing returning user_id`,
    [provider, subject, newId(), userName, email, now],
  )
  const [row] = await db.query<{ user_id: string; email: string | null }>(
    `update social_identities set user_name = $3, email = $4, last_used_at = $5
     where provider = $1 and subject = $2
     returning user_id, (select email from users where users.id = social_identities.user_id) as email`,
    [provider, subject, userName, email, now],
  )
  if (!row) throw new Error(`social identity ${provider} neither inserted nor found`)
  return { id: row.user_id, email: row.email, created: made.length > 0 }
}
