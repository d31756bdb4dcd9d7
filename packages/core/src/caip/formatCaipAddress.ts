import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

export type FormatCaipAddressParameters =
  | { namespace: ChainNamespace; reference: string | number; address: string }
  | { caipNetworkId: CaipNetworkId; address: string }

/**
 * Builds a CAIP-10 account id from its parts or from a network id and an address.
 * Throws `InvalidCaipAddressError` when the result would not parse.
 */
export function formatCaipAddress(parameters: FormatCaipAddressParameters): CaipAddress {
  const network =
    'caipNetworkId' in parameters
      ? parameters.caipNetworkId
      : `${parameters.namespace}:${parameters.reference}`
  const value = `${network}:${parameters.address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
