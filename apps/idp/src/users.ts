import { createHash } from 'node:crypto'
import { IdpOptionsError } from './errors.js'

/** A person on the login page. `id` names them in URLs and forms; every provider derives its ids from it. */
export type TestUser = {
  id: string
  name: string
  email: string
  username: string
}

export const defaultUsers: readonly TestUser[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', username: 'grace' },
  { id: 'alan', name: 'Alan Turing', email: 'alan@example.com', username: 'alan' },
]

const userIdPattern = /^[A-Za-z0-9_-]{1,64}$/
const maxUsers = 100
const maxFieldLength = 256

/** The users by id, checked: ids are URL-safe and unique, every field is a bounded non-empty string. */
export function userDirectory(users: readonly TestUser[]): ReadonlyMap<string, TestUser> {
  if (users.length === 0 || users.length > maxUsers)
    throw new IdpOptionsError(`users: between 1 and ${maxUsers} test users are needed`)
  const directory = new Map<string, TestUser>()
  for (const [index, user] of users.entries()) {
    if (typeof user.id !== 'string' || !userIdPattern.test(user.id))
      throw new IdpOptionsError(`users[${index}].id must match ${userIdPattern}`)
    for (const field of ['name', 'email', 'username'] as const) {
      const value = user[field]
      if (typeof value !== 'string' || value.length === 0 || value.length > maxFieldLength)
        throw new IdpOptionsError(
          `users[${index}].${field} must be a string of 1 to ${maxFieldLength} characters`,
        )
    }
    if (directory.has(user.id)) throw new IdpOptionsError(`users[${index}].id '${user.id}' is listed twice`)
    directory.set(user.id, { id: user.id, name: user.name, email: user.email, username: user.username })
  }
  return directory
}

/** The OpenID Connect subject (and oidc-provider account id) of a user at a provider: `google-ada`. */
export const subjectFor = (provider: string, user: Pick<TestUser, 'id'>) => `${provider}-${user.id}`

/** The user id back from a subject of this provider, or undefined if it is not one. */
export function userIdOfSubject(provider: string, subject: string): string | undefined {
  const prefix = `${provider}-`
  return subject.startsWith(prefix) ? subject.slice(prefix.length) : undefined
}

/**
 * A decimal id of exactly `digits` digits (no leading zero, at most 30) derived from the provider and the user's
 * id: the same user has the same GitHub number or Discord snowflake on every run.
 */
export function stableDigits(provider: string, user: Pick<TestUser, 'id'>, digits: number): string {
  const hash = createHash('sha256').update(`portico-idp:${provider}:${user.id}`).digest()
  const value = BigInt(`0x${hash.subarray(0, 16).toString('hex')}`)
  const low = 10n ** BigInt(digits - 1)
  return (low + (value % (9n * low))).toString()
}
