import { USER_REJECTED_CODE } from '@portico/core'

/** True when the wallet refused (EIP-1193 4001), the error itself or anywhere in its cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === USER_REJECTED_CODE) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
