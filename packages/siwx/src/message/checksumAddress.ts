import { keccak_256 } from '@noble/hashes/sha3.js'

/**
 * The EIP-55 checksummed form of an EVM address (0x and 40 hex characters, any case), else undefined: each
 * letter is upper case when the matching nibble of keccak-256 of the lower-case hex is 8 or more.
 */
export function toChecksumAddress(address: string): `0x${string}` | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? (lower[i] as string).toUpperCase() : lower[i]
  }
  return out as `0x${string}`
}

/** True only for an address written with its EIP-55 checksum (an all-lower or all-upper one is not). */
export const isChecksumAddress = (address: string) => toChecksumAddress(address) === address
