import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress } from './types.js'

/** True for a string `parseCaipAddress` accepts. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
