import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { randomBytes } from '@noble/hashes/utils'
import { bytesToHex, hexToBytes, utf8ToBytes } from './encoding.js'

/** An X25519 key pair, both keys hex (32 bytes each). */
export type KeyPair = { privateKey: string; publicKey: string }

/** A fresh X25519 key pair for a key agreement (one per proposal or authentication request). */
export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) }
}

/** A random 32-byte symmetric key, hex: the pairing's key, shared through the URI. */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(32))
}

/**
 * The symmetric key two peers share after a key agreement: the X25519 secret of `privateKey` and
 * `peerPublicKey`, through HKDF-SHA256 (no salt, no info) to 32 bytes. Hex in, hex out.
 */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const secret = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(hkdf(sha256, secret, undefined, undefined, 32))
}

/** The topic of a key: SHA-256 of the key's bytes, hex (a session's or pairing's topic from its symKey). */
export function hashKey(key: string): string {
  return bytesToHex(sha256(hexToBytes(key)))
}

/** SHA-256 of a UTF-8 string, hex. */
export function hashMessage(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}
