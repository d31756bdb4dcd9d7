import { InvalidCaipAddressError } from '../errors/thrown.js'
import { isChainNamespace } from './isChainNamespace.js'
import type { CaipNetworkId, ChainNamespace } from './types.js'

export type ParsedCaipAddress = {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Splits a CAIP-10 account id `namespace:reference:address`.
 * Throws `InvalidCaipAddressError` unless it has exactly 3 non-empty parts and a known namespace.
 * The address itself is not checked against its chain's format: see `isAddressForNamespace`.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !isChainNamespace(namespace) || !reference || !address) {
    throw new InvalidCaipAddressError({
      details: `Expected "namespace:reference:address", got ${JSON.stringify(value)}`,
    })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
