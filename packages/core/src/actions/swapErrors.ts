import { BaseError, type BaseErrorParameters } from '../errors/base.js'

/** A step of the swap failed; `message` is the spec §8 toast of that step. */
export class SwapError extends BaseError {
  override name = 'SwapError'
}

/** The active network has no swaps (not eip155, no API, or the swap service refuses it). */
export class SwapNotSupportedError extends BaseError {
  override name = 'SwapNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}
