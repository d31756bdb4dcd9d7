import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { randomBytes } from '@noble/hashes/utils'
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  utf8ToBytes,
} from './encoding.js'
import { EnvelopeError } from './errors.js'

/**
 * Envelope types: 0 when both peers hold the symmetric key; 1 when the sender adds its public key so the
 * receiver can derive the key first (the answer to an authentication request).
 */
export type EnvelopeType = 0 | 1

const IV_LENGTH = 12
const KEY_LENGTH = 32
const TAG_LENGTH = 16

export type SealEnvelopeParameters = {
  /** Hex, 32 bytes. */
  symKey: string
  /** The plaintext (a JSON-RPC payload as JSON). */
  message: string
  type?: EnvelopeType
  /** Hex, 32 bytes; required for type 1. */
  senderPublicKey?: string
  /** Hex, 12 bytes; random by default (tests only). */
  iv?: string
}

/**
 * Seals `message` with ChaCha20-Poly1305 under `symKey` into a serialized envelope, base64:
 * type byte, then (type 1) the sender's public key, the 12-byte IV, the ciphertext and its 16-byte tag.
 */
export function sealEnvelope({
  symKey,
  message,
  type = 0,
  senderPublicKey,
  iv,
}: SealEnvelopeParameters): string {
  const key = hexToBytes(symKey)
  if (key.length !== KEY_LENGTH) throw new EnvelopeError('The symmetric key must be 32 bytes')
  const nonce = iv === undefined ? randomBytes(IV_LENGTH) : hexToBytes(iv)
  if (nonce.length !== IV_LENGTH) throw new EnvelopeError('The IV must be 12 bytes')
  const sealed = chacha20poly1305(key, nonce).encrypt(utf8ToBytes(message))
  if (type === 0) return bytesToBase64(concatBytes(Uint8Array.of(0), nonce, sealed))
  if (senderPublicKey === undefined) throw new EnvelopeError('A type 1 envelope needs the sender public key')
  const publicKey = hexToBytes(senderPublicKey)
  if (publicKey.length !== KEY_LENGTH) throw new EnvelopeError('The sender public key must be 32 bytes')
  return bytesToBase64(concatBytes(Uint8Array.of(1), publicKey, nonce, sealed))
}

/** What an envelope's header says: its type and, for type 1, the sender's public key (hex). */
export type EnvelopeHeader = { type: EnvelopeType; senderPublicKey?: string }

function split(encoded: string) {
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(encoded)
  } catch (cause) {
    throw new EnvelopeError('The envelope is not base64', { cause })
  }
  const type = bytes[0]
  if (type !== 0 && type !== 1) throw new EnvelopeError(`Unsupported envelope type ${String(type)}`)
  const headerLength = type === 1 ? 1 + KEY_LENGTH : 1
  if (bytes.length < headerLength + IV_LENGTH + TAG_LENGTH)
    throw new EnvelopeError('The envelope is too short')
  const senderPublicKey = type === 1 ? bytesToHex(bytes.subarray(1, headerLength)) : undefined
  const iv = bytes.subarray(headerLength, headerLength + IV_LENGTH)
  const sealed = bytes.subarray(headerLength + IV_LENGTH)
  return { type: type as EnvelopeType, senderPublicKey, iv, sealed }
}

/** Reads an envelope's type (and type 1's sender key) without opening it; throws `EnvelopeError` if malformed. */
export function readEnvelopeHeader(encoded: string): EnvelopeHeader {
  const { type, senderPublicKey } = split(encoded)
  return senderPublicKey === undefined ? { type } : { type, senderPublicKey }
}

/** Opens an envelope sealed by `sealEnvelope`; throws `EnvelopeError` when it was tampered with or the key is wrong. */
export function openEnvelope({ symKey, encoded }: { symKey: string; encoded: string }): string {
  const { iv, sealed } = split(encoded)
  let plain: Uint8Array
  try {
    plain = chacha20poly1305(hexToBytes(symKey), iv).decrypt(sealed)
  } catch (cause) {
    throw new EnvelopeError('The envelope could not be opened', { cause })
  }
  try {
    return bytesToUtf8(plain)
  } catch (cause) {
    throw new EnvelopeError('The envelope does not hold UTF-8 text', { cause })
  }
}
