import {
  BaseError,
  getErrorCode,
  RpcError,
  type UnsupportedWalletFeatureError,
  UserRejectedRequestError,
} from '@portico/core'

/** What a wallet request throws: a refusal, a coded wallet error, a missing feature, or another failure. */
export type WalletErrorType = UserRejectedRequestError | RpcError | UnsupportedWalletFeatureError | BaseError

/**
 * A wallet's error as a core error: refusals (4001) become `UserRejectedRequestError`; other coded errors
 * keep their code as `RpcError`.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code = getErrorCode(error)
  const message = error instanceof Error ? error.message : String(error)
  if (code === 4001) return new UserRejectedRequestError({ cause: error, details: message })
  if (code !== undefined) return new RpcError({ code, message }, { cause: error })
  return new BaseError('Wallet request failed', { cause: error, details: message })
}
