import { USER_REJECTED_CODE } from '../../errors/rpc.js'
import type { ExecutionPermissionFailure } from './sessionTypes.js'
import { findErrorCode, isMethodMissing } from './sessionWallet.js'

const UNAUTHORIZED = 4100

/**
 * The wallet's own reason code on an error, along the causes: its `reason` (as the embedded wallet's errors carry
 * it), its `data.reason`, or `data` itself when a string.
 */
function reasonOf(error: unknown): string | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 8; depth++) {
    const own = Reflect.get(at, 'reason')
    if (typeof own === 'string') return own
    const data = Reflect.get(at, 'data')
    if (typeof data === 'string') return data
    const reason = data && typeof data === 'object' ? Reflect.get(data, 'reason') : undefined
    if (typeof reason === 'string') return reason
    at = Reflect.get(at, 'cause')
  }
  return undefined
}

/** The typed outcome of a wallet's error: refused by the person, not supported, not authorised, or failed. */
export function sessionFailure(error: unknown): ExecutionPermissionFailure {
  const code = findErrorCode(error)
  // 5000: the session protocol's "user rejected", as a WalletConnect wallet answers.
  if (code === USER_REJECTED_CODE || code === 5000) return { status: 'rejected' }
  if (isMethodMissing(error)) return { status: 'unsupported' }
  if (code === UNAUTHORIZED) return { status: 'unauthorized', reason: reasonOf(error) }
  return { status: 'failed', code, error }
}
