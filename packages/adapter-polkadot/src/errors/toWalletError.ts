import { type BaseError, mapWalletError, type RpcError, type UserRejectedRequestError } from '@portico/core'

/** What an extension request throws: a refusal, a coded wallet error, or another failure. */
export type WalletErrorType = UserRejectedRequestError | RpcError | BaseError

// polkadot-js answers 'Cancelled' / 'Rejected'; Talisman, SubWallet and others 'Rejected by user',
// 'User rejected', 'Request rejected', 'Cancelled by user'.
const REJECTION = /\b(reject(ed)?|cancel(l)?ed|denied|declined)\b/i

/**
 * An extension's error as a core error: code 4001 (or 5000) or a refusal message becomes
 * `UserRejectedRequestError`; other coded errors keep their code as `RpcError`.
 */
export function toWalletError(error: unknown): BaseError {
  return mapWalletError(
    error,
    (code, message) => code === 4001 || code === 5000 || (code === undefined && REJECTION.test(message)),
  )
}
