import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId, ChainNamespace } from './types.js'

/** Joins a namespace and reference into a CAIP-2 network id; throws `InvalidCaipNetworkIdError` if invalid. */
export function formatCaipNetworkId({
  namespace,
  reference,
}: {
  namespace: ChainNamespace
  reference: string | number
}): CaipNetworkId {
  const value = `${namespace}:${reference}`
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}
