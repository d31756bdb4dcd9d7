import { type Database, isUniqueViolation } from '../db/database.js'
import { AuthError } from '../errors.js'
import { newId } from './tokens.js'

/** A user; `email` is null for one who signed up with a passkey and has not added an address. */
export type User = { id: string; email: string | null; locale: string | null }

/** A user found by their address, which they have then. */
export type EmailUser = User & { email: string }

export async function findUserByEmail(
  db: Pick<Database, 'query'>,
  email: string,
): Promise<EmailUser | undefined> {
  const [user] = await db.query<EmailUser>('select id, email, locale from users where email = $1', [email])
  return user
}

export async function findUser(db: Pick<Database, 'query'>, id: string): Promise<User | undefined> {
  const [user] = await db.query<User>('select id, email, locale from users where id = $1', [id])
  return user
}

/** The user of `email`, made now when there is none (of two concurrent first sign-ins, both get the same user). */
export async function findOrCreateUser(
  db: Pick<Database, 'query'>,
  { email, locale, now }: { email: string; locale: string | null; now: number },
): Promise<{ user: EmailUser; created: boolean }> {
  const created = await db.query<EmailUser>(
    `insert into users (id, email, locale, created_at) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning id, email, locale`,
    [newId(), email, locale, now],
  )
  if (created[0]) return { user: created[0], created: true }
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`user ${email} neither inserted nor found`)
  return { user, created: false }
}

/** Remembers the language a user's mails go out in. */
export async function setUserLocale(db: Pick<Database, 'query'>, id: string, locale: string): Promise<void> {
  await db.query('update users set locale = $2 where id = $1 and locale is distinct from $2', [id, locale])
}

/** Moves a user to `email`: 409 EMAIL_TAKEN when another user has it. */
export async function changeUserEmail(db: Pick<Database, 'query'>, id: string, email: string): Promise<void> {
  try {
    const rows = await db.query(
      `update users set email = $2 where id = $1
       and not exists (select 1 from users other where other.email = $2 and other.id <> $1) returning id`,
      [id, email],
    )
    if (rows.length === 0) throw emailTaken()
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error
  }
}

export const emailTaken = () => new AuthError(409, 'This e-mail address is already in use', 'EMAIL_TAKEN')
