import { BaseError, type BaseErrorParameters } from '@portico/core'

// The adapter errors every namespace shares live in core.
export { ConnectorNotConnectedError, ConnectorNotFoundError } from '@portico/core'

/** The connected wallet does not offer a capability the action needs (EIP-5792 / ERC-7811). */
export class UnsupportedCapabilityError extends BaseError {
  override name = 'UnsupportedCapabilityError'
  readonly capability: string
  constructor(capability: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${capability}`, parameters)
    this.capability = capability
  }
}

/** A wallet_sendCalls entry failed validation (`to`, and `data` when given, must start with 0x). */
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  readonly index: number
  constructor(index: number, parameters: BaseErrorParameters = {}) {
    super(`Invalid call at index ${index}`, parameters)
    this.index = index
  }
}

/** An atomic batch settled without success: `statusCode` is its EIP-5792 status (400, 500 or 600). */
export class AtomicBatchFailedError extends BaseError {
  override name = 'AtomicBatchFailedError'
  readonly statusCode: number
  readonly hash: string | undefined
  constructor(statusCode: number, hash: string | undefined, parameters: BaseErrorParameters = {}) {
    super(`The batch failed with status ${statusCode}`, parameters)
    this.statusCode = statusCode
    this.hash = hash
  }
}
