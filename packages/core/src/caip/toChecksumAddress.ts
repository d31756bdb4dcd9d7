import { toChecksumAddress as checksum } from '@portico/siwx'
import { BaseError } from '../errors/base.js'

/**
 * The EIP-55 checksummed form of an EVM address (40 hex characters, optional 0x), always 0x-prefixed.
 * Throws when the input is not 40 hex characters; its case is ignored. The rule is @portico/siwx's (the sign-in
 * message checks it too).
 */
export function toChecksumAddress(address: string): `0x${string}` {
  const out = checksum(address.startsWith('0x') ? address : `0x${address}`)
  if (!out) throw new BaseError('Invalid EVM address', { details: JSON.stringify(address) })
  return out
}
