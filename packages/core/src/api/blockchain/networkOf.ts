import type { CaipAddress, CaipNetworkId } from '../../caip/types.js'

/** The CAIP-2 network of a CAIP-10 address: its first two parts. */
export function networkOf(address: CaipAddress): CaipNetworkId {
  const [namespace, reference] = address.split(':')
  return `${namespace}:${reference}` as CaipNetworkId
}
