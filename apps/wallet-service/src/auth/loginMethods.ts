import type { SocialOption } from '@portico/embedded-wallet/protocol'
import type { Database } from '../db/database.js'
import { inTransaction } from '../exit/transaction.js'

// A user's ways to log in: their e-mail address, their passkeys and their social logins. Removing one never
// leaves none: each removal counts them under a lock of the user's row.

/** How many ways `userId` has to log in (the caller holds the user's row lock when it removes one). */
export async function countLoginMethods(db: Pick<Database, 'query'>, userId: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select (select count(*) from users where id = $1 and email is not null)
          + (select count(*) from webauthn_credentials where user_id = $1)
          + (select count(*) from social_identities where user_id = $1) as count`,
    [userId],
  )
  return Number(row?.count ?? 0)
}

/** The user's social logins, oldest first. */
export async function listSocialIdentities(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<{ provider: SocialOption; userName: string | null; createdAt: number }[]> {
  const rows = await db.query<{
    provider: SocialOption
    user_name: string | null
    created_at: string | number
  }>(
    'select provider, user_name, created_at from social_identities where user_id = $1 order by created_at, provider',
    [userId],
  )
  return rows.map((row) => ({
    provider: row.provider,
    userName: row.user_name,
    createdAt: Number(row.created_at),
  }))
}

/**
 * Links a provider's subject to `userId`: 'linked' (also when it was theirs already), or 'taken' when it opens
 * another user's wallet (it is never moved: that user would lose a way in).
 */
export async function linkSocialIdentity(
  db: Pick<Database, 'query'>,
  {
    userId,
    provider,
    subject,
    userName,
    email,
    now,
  }: {
    userId: string
    provider: SocialOption
    subject: string
    userName: string | null
    email: string | null
    now: number
  },
): Promise<'linked' | 'taken'> {
  await db.query(
    `insert into social_identities (provider, subject, user_id, user_name, email, created_at, last_used_at)
     values ($1, $2, $3, $4, $5, $6, $6) on conflict (provider, subject) do nothing`,
    [provider, subject, userId, userName, email, now],
  )
  const [owner] = await db.query<{ user_id: string }>(
    'select user_id from social_identities where provider = $1 and subject = $2',
    [provider, subject],
  )
  return owner?.user_id === userId ? 'linked' : 'taken'
}

/** Unlinks the user's logins at `provider`: 'unlinked', 'not-found', or 'last' (it is their only way in). */
export async function unlinkSocialIdentity(
  db: Database,
  { userId, provider }: { userId: string; provider: SocialOption },
): Promise<'unlinked' | 'not-found' | 'last'> {
  return inTransaction(db, async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [userId])
    const [linked] = await tx.query<{ count: string | number }>(
      'select count(*) as count from social_identities where user_id = $1 and provider = $2',
      [userId, provider],
    )
    const count = Number(linked?.count ?? 0)
    if (count === 0) return 'not-found'
    if ((await countLoginMethods(tx, userId)) - count < 1) return 'last'
    await tx.query('delete from social_identities where user_id = $1 and provider = $2', [userId, provider])
    return 'unlinked'
  })
}
