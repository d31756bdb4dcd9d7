import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A bearer secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url')

/** What a bearer secret (session token, device link) is stored as: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The shape of `newToken()`'s output; anything else is no token of ours. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A random id for rows (users, code generations): 16 random bytes, base64url. */
export const newId = () => randomBytes(16).toString('base64url')

/** A 6-digit code, uniform over 000000–999999 from the crypto RNG. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * What a code is stored as: HMAC-SHA-256 under the server's pepper over purpose, subject and code, so a code
 * is worth nothing for another purpose or address, and a leaked table cannot be brute-forced offline without the
 * pepper.
 */
export function hashCode(pepper: string, purpose: string, subject: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex')
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
