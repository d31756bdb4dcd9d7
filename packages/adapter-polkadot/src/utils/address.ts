import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { decodeSs58 } from '@portico/core/encoding'
import { InvalidAddressError } from '../errors/address.js'

/** The 32-byte account id of an SS58 address (any prefix) or a 0x public key; throws `InvalidAddressError`. */
export function toAccountId(address: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = decodeAddress(address)
  } catch (error) {
    throw new InvalidAddressError(
      { address, reason: 'Not an SS58 address (bad characters or checksum)' },
      { cause: error },
    )
  }
  if (bytes.length !== 32) {
    throw new InvalidAddressError({ address, reason: `A ${bytes.length}-byte key is not an account id` })
  }
  return bytes
}

/** The address in the chain's SS58 format. */
export const toChainAddress = (address: string, ss58Format: number) =>
  encodeAddress(toAccountId(address), ss58Format)

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
  return encodeAddress(id, ss58Format)
}

/** The SS58 prefix an address carries (core's decoder reads one- and two-byte prefixes). */
export function ss58PrefixOf(address: string): number {
  const decoded = decodeSs58(address)
  if (!decoded) throw new InvalidAddressError({ address, reason: 'Not an SS58 address' })
  return decoded.prefix
}
