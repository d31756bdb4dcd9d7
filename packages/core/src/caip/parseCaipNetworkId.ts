import { InvalidCaipNetworkIdError } from '../errors/thrown.js'
import { isChainNamespace } from './isChainNamespace.js'
import type { ChainNamespace } from './types.js'

export type ParsedCaipNetworkId = { namespace: ChainNamespace; reference: string }

/**
 * Splits a CAIP-2 network id `namespace:reference`.
 * Throws `InvalidCaipNetworkIdError` unless it has exactly 2 non-empty parts and a known namespace.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference) {
    throw new InvalidCaipNetworkIdError({
      details: `Expected "namespace:reference", got ${JSON.stringify(value)}`,
    })
  }
  return { namespace, reference }
}
