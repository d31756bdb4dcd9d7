import {
  type BaseError,
  mapWalletError,
  type RpcError,
  type UnsupportedWalletFeatureError,
  type UserRejectedRequestError,
} from '@portico/core'

/** What a wallet request throws: a refusal, a coded wallet error, a missing feature, or another failure. */
export type WalletErrorType = UserRejectedRequestError | RpcError | UnsupportedWalletFeatureError | BaseError

/**
 * A wallet's error as a core error: refusals (4001) become `UserRejectedRequestError`; other coded errors
 * keep their code as `RpcError`.
 */
export function toWalletError(error: unknown): BaseError {
  return mapWalletError(error)
}
