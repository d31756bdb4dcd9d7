import { blake2b } from '@noble/hashes/blake2.js'
import { base58Decode, base58Encode } from './base58.js'

// SS58 (Substrate): base58(prefix ‖ account id ‖ checksum), checksum = blake2b-512('SS58PRE' ‖ prefix ‖ id).

export type Ss58Decoded = { publicKey: Uint8Array; prefix: number }

const SS58PRE = new TextEncoder().encode('SS58PRE')

/** Account id lengths SS58 allows; 32 and 33 bytes carry a 2-byte checksum, the short ones 1 byte. */
const checksumLengths = new Map([
  [1, 1],
  [2, 1],
  [4, 1],
  [8, 1],
  [32, 2],
  [33, 2],
])

function checksum(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58PRE.length + data.length)
  input.set(SS58PRE)
  input.set(data, SS58PRE.length)
  return blake2b(input, { dkLen: 64 })
}

/** True for a prefix SS58 can carry: 0–16383, less the reserved 46 and 47. */
export function isValidSs58Prefix(prefix: number): boolean {
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= 16383 && prefix !== 46 && prefix !== 47
}

/** Encodes an account id with a network prefix. Throws a RangeError on an invalid prefix or id length. */
export function encodeSs58(publicKey: Uint8Array, prefix = 42): string {
  if (!isValidSs58Prefix(prefix)) throw new RangeError(`Invalid SS58 prefix: ${prefix}`)
  const checksumLength = checksumLengths.get(publicKey.length)
  if (checksumLength === undefined)
    throw new RangeError(`Invalid SS58 account id length: ${publicKey.length}`)

  // Simple format: one byte below 64. Full format: two bytes, the first with bit 6 set.
  const prefixBytes =
    prefix < 64
      ? [prefix]
      : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
  const data = new Uint8Array(prefixBytes.length + publicKey.length)
  data.set(prefixBytes)
  data.set(publicKey, prefixBytes.length)

  const out = new Uint8Array(data.length + checksumLength)
  out.set(data)
  out.set(checksum(data).subarray(0, checksumLength), data.length)
  return base58Encode(out)
}

/** The account id and prefix of an SS58 address; `undefined` when malformed or the checksum fails. */
export function decodeSs58(address: string): Ss58Decoded | undefined {
  const bytes = base58Decode(address)
  const first = bytes?.[0]
  if (!bytes || first === undefined || first & 0b1000_0000) return undefined

  const prefixLength = first & 0b0100_0000 ? 2 : 1
  const second = bytes[1] ?? 0
  const prefix =
    prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  // Reserved prefixes, and full-format encodings of a prefix that has a simple one, are refused.
  if (prefix === 46 || prefix === 47 || (prefixLength === 2 && prefix < 64)) return undefined

  // The total length tells the id length, and so the checksum length.
  for (const [idLength, checksumLength] of checksumLengths) {
    if (prefixLength + idLength + checksumLength !== bytes.length) continue
    const data = bytes.subarray(0, prefixLength + idLength)
    const expected = checksum(data)
    for (let i = 0; i < checksumLength; i++) if (bytes[data.length + i] !== expected[i]) return undefined
    return { publicKey: bytes.slice(prefixLength, data.length), prefix }
  }
  return undefined
}
