import { keccak_256 } from '@noble/hashes/sha3.js'
import { BaseError } from '../errors/base.js'

/**
 * The EIP-55 checksummed form of an EVM address (40 hex characters, optional 0x), always 0x-prefixed: each
 * letter is upper case when the matching nibble of keccak-256 of the lower-case hex is 8 or more. Throws when
 * the input is not 40 hex characters; its case is ignored. The one home of the rule (@portico/siwx imports it).
 */
export function toChecksumAddress(address: string): `0x${string}` {
  const hex = address.startsWith('0x') ? address.slice(2) : address
  if (!/^[0-9a-fA-F]{40}$/.test(hex)) {
    throw new BaseError('Invalid EVM address', { details: JSON.stringify(address) })
  }
  const lower = hex.toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? (lower[i] as string).toUpperCase() : lower[i]
  }
  return out as `0x${string}`
}
