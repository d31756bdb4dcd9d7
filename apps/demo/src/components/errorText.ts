import { BaseError, isUserRejection } from '@portico/core'

/** A short sentence for an error shown in a card. */
export function errorText(error: unknown): string {
  if (isUserRejection(error)) return 'Declined in your wallet. Nothing was changed.'
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
