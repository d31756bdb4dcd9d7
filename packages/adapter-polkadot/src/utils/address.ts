import { decodeSs58, encodeSs58 } from '@portico/core/encoding'
import { InvalidAddressError } from '../errors/address.js'
import { fromHex, isHex } from './hex.js'

// SS58 over core's encoder (blake2b checksum, base58): pure and small, so the synchronous checks (`isAddress`,
// `toAccountId`) need no @polkadot/util-crypto at page load.

/** The 32-byte account id of an SS58 address (any prefix) or a 0x public key; throws `InvalidAddressError`. */
export function toAccountId(address: string): Uint8Array {
  const bytes = isHex(address) ? fromHex(address) : decodeSs58(address)?.publicKey
  if (!bytes) {
    throw new InvalidAddressError({ address, reason: 'Not an SS58 address (bad characters or checksum)' })
  }
  if (bytes.length !== 32) {
    throw new InvalidAddressError({ address, reason: `A ${bytes.length}-byte key is not an account id` })
  }
  return bytes
}

/** The address in the chain's SS58 format. */
export const toChainAddress = (address: string, ss58Format: number) =>
  encodeSs58(toAccountId(address), ss58Format)

/**
 * A recipient for `ss58Format`: a 0x account id, or an SS58 address with this prefix or the generic 42
 * (an address of another network's prefix is refused: it most likely belongs to another chain).
 */
export function toRecipient(address: string, ss58Format: number): string {
  const id = toAccountId(address)
  if (!address.startsWith('0x')) {
    const prefix = ss58PrefixOf(address)
    if (prefix !== ss58Format && prefix !== 42) {
      throw new InvalidAddressError({
        address,
        reason: `SS58 prefix ${prefix} is another network's; this network uses ${ss58Format}`,
      })
    }
  }
  return encodeSs58(id, ss58Format)
}

/** The SS58 prefix an address carries (core's decoder reads one- and two-byte prefixes). */
export function ss58PrefixOf(address: string): number {
  const decoded = decodeSs58(address)
  if (!decoded) throw new InvalidAddressError({ address, reason: 'Not an SS58 address' })
  return decoded.prefix
}
