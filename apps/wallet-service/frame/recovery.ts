// The recovery share under the user's password: scrypt stretches the password into an AES-256-GCM key. The
// blob carries its own KDF parameters, so they can be raised later without breaking old blobs.
import { scryptAsync } from '@noble/hashes/scrypt'
import * as z from 'zod/mini'
import { arrayBuffer, fromBase64, randomBytes, toBase64, wipe } from './bytes.js'

export type ScryptParameters = { N: number; r: number; p: number }

/** scrypt's cost for new blobs: 2^16 × 8 × 128 bytes = 64 MiB of memory, about a second in a browser. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 16, r: 8, p: 1 }

/** The shortest recovery password the forms accept. */
export const MIN_PASSWORD_LENGTH = 8

// Bounds on what a stored blob may ask for, so a damaged or hostile blob cannot make the page hang.
const blobSchema = z.object({
  v: z.literal(1),
  kdf: z.literal('scrypt'),
  N: z
    .number()
    .check(z.refine((n) => Number.isInteger(Math.log2(n)) && n >= 2 ** 4 && n <= 2 ** 20, 'N out of range')),
  r: z.number().check(z.int(), z.minimum(1), z.maximum(16)),
  p: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  salt: z.string().check(z.maxLength(64)),
  iv: z.string().check(z.maxLength(64)),
  ct: z.string().check(z.maxLength(1024)),
})

export type RecoveryBlob = z.infer<typeof blobSchema>

export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError'
  constructor() {
    super('Wrong recovery password')
  }
}

export class InvalidBlobError extends Error {
  override name = 'InvalidBlobError'
  constructor() {
    super('The recovery backup is damaged')
  }
}

async function aesKey(password: string, salt: Uint8Array, { N, r, p }: ScryptParameters): Promise<CryptoKey> {
  const raw = await scryptAsync(password.normalize('NFKC'), salt, { N, r, p, dkLen: 32 })
  try {
    return await crypto.subtle.importKey('raw', arrayBuffer(raw), 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    wipe(raw)
  }
}

/**
 * Encrypts `share` under `password`: a JSON string `{ v, kdf, N, r, p, salt, iv, ct }` (binary fields in base64).
 * `scrypt` lowers the cost for tests; the default is `DEFAULT_SCRYPT`.
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  password: string,
  { scrypt = DEFAULT_SCRYPT }: { scrypt?: ScryptParameters } = {},
): Promise<string> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const key = await aesKey(password, salt, scrypt)
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: arrayBuffer(iv) }, key, arrayBuffer(share)),
  )
  const blob: RecoveryBlob = {
    v: 1,
    kdf: 'scrypt',
    ...scrypt,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ct: toBase64(ct),
  }
  return JSON.stringify(blob)
}

/** The share inside a blob; `WrongPasswordError` when the password does not open it, `InvalidBlobError` for junk. */
export async function decryptRecoveryShare(blob: string, password: string): Promise<Uint8Array> {
  let parsed: RecoveryBlob
  let salt: Uint8Array
  let iv: Uint8Array
  let ct: Uint8Array
  try {
    parsed = blobSchema.parse(JSON.parse(blob))
    salt = fromBase64(parsed.salt)
    iv = fromBase64(parsed.iv)
    ct = fromBase64(parsed.ct)
  } catch {
    throw new InvalidBlobError()
  }
  const key = await aesKey(password, salt, parsed)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: arrayBuffer(iv) }, key, arrayBuffer(ct)),
    )
  } catch {
    throw new WrongPasswordError()
  }
}
