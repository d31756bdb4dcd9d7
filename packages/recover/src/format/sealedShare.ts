// A share under a password: scrypt(password NFKC, salt, N, r, p, 32 bytes) is an AES-256-GCM key that seals the
// share bytes. The sealed object carries its own KDF parameters, so the cost can be raised later without breaking
// old ones. The wallet service stores the recovery share this way; the emergency kit holds two.
import { scryptAsync } from '@noble/hashes/scrypt'
import { arrayBuffer, fromBase64, randomBytes, toBase64, wipe } from './bytes.js'
import { InvalidBlobError, WrongPasswordError } from './errors.js'
import { type SealedShare, sealedShareSchema } from './schemas.js'

export type ScryptParameters = { N: number; r: number; p: number }

/** scrypt's cost for new sealed shares: 2^16 × 8 × 128 bytes = 64 MiB of memory, about a second in a browser. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 16, r: 8, p: 1 }

export type SealShareOptions = {
  /** The KDF cost; `DEFAULT_SCRYPT` unless given (tests lower it). */
  scrypt?: ScryptParameters
  /** Fixed salt (16 bytes) and iv (12 bytes), for test vectors only: by default both are fresh random bytes. */
  salt?: Uint8Array
  iv?: Uint8Array
  /** AES-GCM associated data that opening must present again (the kit binds its kit share to its split id). */
  associatedData?: Uint8Array
}

async function aesKey(password: string, salt: Uint8Array, { N, r, p }: ScryptParameters): Promise<CryptoKey> {
  const raw = await scryptAsync(password.normalize('NFKC'), salt, { N, r, p, dkLen: 32 })
  try {
    return await crypto.subtle.importKey('raw', arrayBuffer(raw), 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    wipe(raw)
  }
}

function gcm(iv: Uint8Array, associatedData: Uint8Array | undefined): AesGcmParams {
  return associatedData
    ? { name: 'AES-GCM', iv: arrayBuffer(iv), additionalData: arrayBuffer(associatedData) }
    : { name: 'AES-GCM', iv: arrayBuffer(iv) }
}

/**
 * Seals `share` under `password`.
 *
 * @example
 * const sealed = await sealShare(share, 'correct horse battery staple')
 * JSON.stringify(sealed) // '{"v":1,"kdf":"scrypt","N":65536,"r":8,"p":1,"salt":"…","iv":"…","ct":"…"}'
 */
export async function sealShare(
  share: Uint8Array,
  password: string,
  {
    scrypt = DEFAULT_SCRYPT,
    salt = randomBytes(16),
    iv = randomBytes(12),
    associatedData,
  }: SealShareOptions = {},
): Promise<SealedShare> {
  const parameters = sealedShareSchema.shape
  parameters.N.parse(scrypt.N)
  parameters.r.parse(scrypt.r)
  parameters.p.parse(scrypt.p)
  const key = await aesKey(password, salt, scrypt)
  const ct = new Uint8Array(await crypto.subtle.encrypt(gcm(iv, associatedData), key, arrayBuffer(share)))
  return {
    v: 1,
    kdf: 'scrypt',
    N: scrypt.N,
    r: scrypt.r,
    p: scrypt.p,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ct: toBase64(ct),
  }
}

/** Reads a sealed share (an object, or its JSON text) within the format's bounds; `InvalidBlobError` if not one. */
export function parseSealedShare(sealed: unknown): SealedShare {
  try {
    return sealedShareSchema.parse(typeof sealed === 'string' ? JSON.parse(sealed) : sealed)
  } catch (error) {
    throw new InvalidBlobError(error)
  }
}

/**
 * The share inside a sealed share (an object or its JSON text). `WrongPasswordError` when the password does not
 * open it (or its ciphertext was changed), `InvalidBlobError` when it is not a sealed share.
 */
export async function openSealedShare(
  sealed: unknown,
  password: string,
  { associatedData }: { associatedData?: Uint8Array } = {},
): Promise<Uint8Array> {
  const parsed = parseSealedShare(sealed)
  let salt: Uint8Array
  let iv: Uint8Array
  let ct: Uint8Array
  try {
    salt = fromBase64(parsed.salt)
    iv = fromBase64(parsed.iv)
    ct = fromBase64(parsed.ct)
  } catch (error) {
    throw new InvalidBlobError(error)
  }
  if (iv.length === 0 || ct.length < 16) throw new InvalidBlobError()
  // In bounds but over scrypt's memory limit (1 GiB: N = 2^20 with r > 7) is refused before any work.
  const key = await aesKey(password, salt, parsed).catch((error: unknown) => {
    throw new InvalidBlobError(error)
  })
  try {
    return new Uint8Array(await crypto.subtle.decrypt(gcm(iv, associatedData), key, arrayBuffer(ct)))
  } catch {
    throw new WrongPasswordError()
  }
}
