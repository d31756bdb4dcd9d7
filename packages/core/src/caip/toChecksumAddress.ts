import { keccak_256 } from '@noble/hashes/sha3.js'
import { BaseError } from '../errors/base.js'

const hex40 = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * The EIP-55 checksummed form of an EVM address (40 hex characters, optional 0x), always 0x-prefixed.
 * Throws when the input is not 40 hex characters; its case is ignored.
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!hex40.test(address)) throw new BaseError('Invalid EVM address', { details: JSON.stringify(address) })
  const lower = address.slice(-40).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const char = lower[i] as string
    // Nibble i of the hash: 8 or more upper-cases the letter.
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}
