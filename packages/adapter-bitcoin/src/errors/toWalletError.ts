import {
  type BaseError,
  mapWalletError,
  type RpcError,
  type UnsupportedWalletFeatureError,
  type UserRejectedRequestError,
} from '@portico/core'

/** What a wallet request throws: a refusal, a coded wallet error, a missing feature, or another failure. */
export type WalletErrorType = UserRejectedRequestError | RpcError | UnsupportedWalletFeatureError | BaseError

/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
export const SATS_CONNECT_USER_REJECTION = -32000

/**
 * A wallet's error as a core error: refusals (4001, 5000, and sats-connect's -32000 for its providers)
 * become `UserRejectedRequestError`; other coded errors keep their code as `RpcError`.
 */
export function toWalletError(error: unknown, { satsConnect = false } = {}): BaseError {
  return mapWalletError(
    error,
    (code) => code === 4001 || code === 5000 || (satsConnect && code === SATS_CONNECT_USER_REJECTION),
  )
}
