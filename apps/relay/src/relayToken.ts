import { ed25519 } from '@noble/curves/ed25519'

// The relay token: the client signs a JWT with an ed25519 key; `iss` names that key as a did:key (multicodec
// 0xed01 + 32-byte public key, base58btc with the multibase prefix `z`), `aud` is the relay URL the client
// dialled, `exp`/`iat` are seconds. The `iss` is the client's id: its mailbox and acknowledgements are kept
// under it.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DID_KEY_PREFIX = 'did:key:z'
const ED25519_MULTICODEC = [0xed, 0x01] as const
/** JWTs longer than this are refused before any parsing. */
const MAX_JWT_LENGTH = 2_048

export class ClientAuthError extends Error {
  override readonly name = 'ClientAuthError'
}

/** Decodes base58btc; `undefined` for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** The did:key of an ed25519 public key. */
export function didKeyOf(publicKey: Uint8Array): string {
  return DID_KEY_PREFIX + base58Encode(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]))
}

/** The ed25519 public key a did:key names; throws for any other key type. */
export function publicKeyOfDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new ClientAuthError('iss is not a did:key')
  const bytes = base58Decode(did.slice(DID_KEY_PREFIX.length))
  if (bytes?.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new ClientAuthError('iss is not an ed25519 did:key')
  return bytes.slice(2)
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const fromBase64url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ClientAuthError('JWT part is not base64url')
  return new Uint8Array(Buffer.from(text, 'base64url'))
}
const jsonObject = (bytes: Uint8Array): Record<string, unknown> => {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new ClientAuthError('JWT part is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ClientAuthError('JWT part is not a JSON object')
  return value as Record<string, unknown>
}

export interface VerifyClientJwtParameters {
  /** Seconds since the epoch. */
  nowSeconds: number
  /** The URLs an `aud` may name, compared as exact strings. */
  audiences: ReadonlySet<string>
  /** `exp` may lie at most this many seconds ahead (plus a few minutes of clock skew); default one day. */
  maxLifetimeSeconds?: number
}

/** How far a client's clock may run ahead of the relay's, in seconds. */
const CLOCK_SKEW_SECONDS = 300

/**
 * Strict ed25519 (RFC 8032 as FIPS 186-5 reads it): small-order public keys and non-canonical encodings are
 * refused (`zip215: false`), so the identity key with R = identity and S = 0 does not verify every message.
 * It is the rule of `@portico/adapter-solana/verify`'s verifyEd25519; the relay calls the same library option
 * instead of importing that entry, because the entry is served from the adapter's build output and the relay
 * runs from source with no build step (depending on it would make every relay start and test wait on
 * building the Solana adapter).
 */
function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}

/** Verifies a client auth JWT and returns the client id (`iss`); throws `ClientAuthError` when refused. */
export function verifyClientJwt(
  token: string,
  { nowSeconds, audiences, maxLifetimeSeconds = 86_400 }: VerifyClientJwtParameters,
): string {
  if (token.length > MAX_JWT_LENGTH) throw new ClientAuthError('JWT too long')
  const parts = token.split('.')
  if (parts.length !== 3) throw new ClientAuthError('JWT must have three parts')
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  const header = jsonObject(fromBase64url(headerPart))
  if (header.alg !== 'EdDSA') throw new ClientAuthError('JWT alg must be EdDSA')
  const payload = jsonObject(fromBase64url(payloadPart))
  if (typeof payload.iss !== 'string') throw new ClientAuthError('JWT has no iss')
  const publicKey = publicKeyOfDidKey(payload.iss)
  const signature = fromBase64url(signaturePart)
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
  if (!verifyEd25519(signature, signed, publicKey)) throw new ClientAuthError('JWT signature does not verify')
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp))
    throw new ClientAuthError('JWT has no exp')
  if (payload.exp <= nowSeconds) throw new ClientAuthError('JWT expired')
  if (payload.exp > nowSeconds + maxLifetimeSeconds + CLOCK_SKEW_SECONDS)
    throw new ClientAuthError('JWT lives too long')
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)
    throw new ClientAuthError('JWT issued in the future')
  if (payload.act !== undefined && payload.act !== 'client_auth')
    throw new ClientAuthError('JWT act must be client_auth')
  if (typeof payload.aud !== 'string' || !audiences.has(payload.aud))
    throw new ClientAuthError('JWT aud is not this relay')
  return payload.iss
}

export interface SignClientJwtParameters {
  secretKey: Uint8Array
  aud: string
  /** Seconds since the epoch. */
  iat: number
  /** Seconds since the epoch. */
  exp: number
  sub?: string
}

/** Signs a client auth JWT (used by tests and tools that talk to the relay directly). */
export function signClientJwt({
  secretKey,
  aud,
  iat,
  exp,
  sub = 'relay-test',
}: SignClientJwtParameters): string {
  const header = base64url(new TextEncoder().encode(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })))
  const iss = didKeyOf(ed25519.getPublicKey(secretKey))
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ iss, sub, aud, iat, exp, act: 'client_auth' })),
  )
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), secretKey)
  return `${header}.${payload}.${base64url(signature)}`
}
