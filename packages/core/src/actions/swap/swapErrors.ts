import { BaseError, type BaseErrorParameters } from '../../errors/base.js'

/** A step of the swap that failed; the code is the toast the UI shows for it. */
export type SwapErrorCode =
  | 'swapInitFailed'
  | 'swapNetworkPriceFailed'
  | 'swapAllowanceFailed'
  | 'swapApprovalBuildFailed'
  | 'swapBuildFailed'

const swapErrorMessages: Record<SwapErrorCode, string> = {
  swapInitFailed: 'Failed to initialize swap',
  swapNetworkPriceFailed: 'Failed to fetch network token price',
  swapAllowanceFailed: 'Failed to check allowance',
  swapApprovalBuildFailed: 'Failed to create approval transaction',
  swapBuildFailed: 'Failed to create transaction',
}

/** A step of the swap failed: `code` names the step, `message` says it in English for developers. */
export class SwapError extends BaseError {
  override name = 'SwapError'
  readonly code: SwapErrorCode
  constructor(code: SwapErrorCode, parameters: BaseErrorParameters = {}) {
    super(swapErrorMessages[code], parameters)
    this.code = code
  }
}

/** The active network has no swaps (not eip155, no API, or the swap service refuses it). */
export class SwapNotSupportedError extends BaseError {
  override name = 'SwapNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}
