import { sha256 } from '@noble/hashes/sha2.js'
import { base58Decode, base58Encode } from './base58.js'

// Base58Check: payload + first 4 bytes of sha256(sha256(payload)), base58-encoded.

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4)
}

/** Appends the 4-byte double-sha256 checksum and encodes as base58. */
export function base58CheckEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4)
  out.set(payload)
  out.set(checksum(payload), payload.length)
  return base58Encode(out)
}

/** The payload of a base58check string; `undefined` when malformed or the checksum does not match. */
export function base58CheckDecode(value: string): Uint8Array | undefined {
  const bytes = base58Decode(value)
  if (!bytes || bytes.length < 4) return undefined
  const payload = bytes.subarray(0, bytes.length - 4)
  const expected = checksum(payload)
  for (let i = 0; i < 4; i++) if (bytes[payload.length + i] !== expected[i]) return undefined
  return payload
}
