import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId } from './types.js'

/** True for a string `parseCaipNetworkId` accepts. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
