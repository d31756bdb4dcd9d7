import { ed25519 } from '@noble/curves/ed25519'
import {
  base58ToBytes,
  base64ToBytes,
  bytesToBase58,
  bytesToBase64Url,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  utf8ToBytes,
} from './encoding.js'

// The multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint: 0xed 0x01).
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)

/** The `did:key` of an Ed25519 public key (hex): `did:key:z` + base58btc(multicodec ed25519 ‖ key). */
export function encodeDidKey(publicKey: string): string {
  return `did:key:z${bytesToBase58(concatBytes(ED25519_MULTICODEC, hexToBytes(publicKey)))}`
}

/** The Ed25519 public key (hex) of a `did:key`; throws when it is not an Ed25519 did:key. */
export function decodeDidKey(did: string): string {
  if (!did.startsWith('did:key:z')) throw new Error('Not a base58btc did:key')
  const bytes = base58ToBytes(did.slice('did:key:z'.length))
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) throw new Error('Not an Ed25519 did:key')
  return bytesToHex(bytes.subarray(2))
}

/** The claims of a relay client-auth JWT. Times are unix seconds. */
export type RelayAuthClaims = {
  /** The did:key of the client's Ed25519 key: its client id. */
  iss: string
  /** A random nonce, unique per connection. */
  sub: string
  /** The relay URL. */
  aud: string
  iat: number
  exp: number
}

export type SignRelayAuthJwtParameters = {
  /** The client's Ed25519 private key (32-byte seed, hex), kept for the client's lifetime. */
  privateKey: string
  /** The relay URL the token is for. */
  aud: string
  /** Random nonce; unique per connection. */
  sub: string
  /** Issued at, unix seconds. */
  iat: number
  /** Lifetime in seconds (one day by default). */
  ttl?: number
}

const encodeJson = (value: unknown) => bytesToBase64Url(utf8ToBytes(JSON.stringify(value)))

/**
 * A did:key JWT (EdDSA) a client presents to the relay as `?auth=`: header `{alg: 'EdDSA', typ: 'JWT'}`,
 * claims `iss` (did:key of its Ed25519 key), `sub`, `aud`, `iat`, `exp`, signed over `header.payload`.
 *
 * @example
 * const jwt = signRelayAuthJwt({ privateKey, aud: 'wss://relay.example', sub: nonce, iat: Math.floor(Date.now() / 1000) })
 */
export function signRelayAuthJwt({
  privateKey,
  aud,
  sub,
  iat,
  ttl = 86_400,
}: SignRelayAuthJwtParameters): string {
  const key = hexToBytes(privateKey)
  const claims: RelayAuthClaims = {
    iss: encodeDidKey(bytesToHex(ed25519.getPublicKey(key))),
    sub,
    aud,
    iat,
    exp: iat + ttl,
  }
  const data = `${encodeJson({ alg: 'EdDSA', typ: 'JWT' })}.${encodeJson(claims)}`
  return `${data}.${bytesToBase64Url(ed25519.sign(utf8ToBytes(data), key))}`
}

/**
 * Verifies a relay auth JWT's header and signature against its `iss` did:key and returns its claims; throws
 * when malformed or the signature does not match. Expiry and audience are the caller's to check.
 */
export function verifyRelayAuthJwt(jwt: string): RelayAuthClaims {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new Error('A JWT has three parts')
  const [header, payload, signature] = parts as [string, string, string]
  const decoded = JSON.parse(bytesToUtf8(base64ToBytes(header))) as { alg?: unknown; typ?: unknown }
  if (decoded.alg !== 'EdDSA' || decoded.typ !== 'JWT') throw new Error('The JWT must be EdDSA')
  const claims = JSON.parse(bytesToUtf8(base64ToBytes(payload))) as RelayAuthClaims
  if (typeof claims.iss !== 'string') throw new Error('The JWT has no issuer')
  const publicKey = hexToBytes(decodeDidKey(claims.iss))
  if (!ed25519.verify(base64ToBytes(signature), utf8ToBytes(`${header}.${payload}`), publicKey)) {
    throw new Error('The JWT signature does not match its issuer')
  }
  return claims
}

/** A new Ed25519 private key (hex seed) for the client id. */
export function generateClientKey(): string {
  return bytesToHex(ed25519.utils.randomPrivateKey())
}
