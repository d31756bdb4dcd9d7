import { toChecksumAddress as checksum } from '@portico/core'

/** The EIP-55 checksummed form of an EVM address (0x and 40 hex characters, any case), else undefined: core's rule. */
export function toChecksumAddress(address: string): `0x${string}` | undefined {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? checksum(address) : undefined
}

/** True only for an address written with its EIP-55 checksum (an all-lower or all-upper one is not). */
export const isChecksumAddress = (address: string) => toChecksumAddress(address) === address
