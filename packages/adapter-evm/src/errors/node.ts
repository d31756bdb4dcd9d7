import { BaseError, type BaseErrorParameters } from '@portico/core'

export type NodeErrorParameters = BaseErrorParameters & {
  /** The code the node or wallet answered with, when it gave one. */
  code?: number | undefined
}

/** A node's refusal of a transaction or call, with a descriptive message and the original code. */
export class NodeError extends BaseError {
  override name = 'NodeError'
  readonly code: number | undefined

  constructor(shortMessage: string, { code, ...parameters }: NodeErrorParameters = {}) {
    super(shortMessage, parameters)
    this.code = code
  }
}

export class ExecutionRevertedError extends NodeError {
  override name = 'ExecutionRevertedError'
  /** The revert reason, when the contract gave one. */
  readonly reason: string | undefined

  constructor({ reason, ...parameters }: NodeErrorParameters & { reason?: string | undefined } = {}) {
    super(
      reason ? `Execution reverted with reason: ${reason}` : 'Execution reverted for an unknown reason',
      parameters,
    )
    this.reason = reason
  }
}

export class FeeCapTooHighError extends NodeError {
  override name = 'FeeCapTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The fee cap (maxFeePerGas) is higher than the maximum allowed value (2^256-1)', parameters)
  }
}

export class FeeCapTooLowError extends NodeError {
  override name = 'FeeCapTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The fee cap (maxFeePerGas) is lower than the block base fee', parameters)
  }
}

export class NonceTooHighError extends NodeError {
  override name = 'NonceTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The nonce is higher than the next one expected', parameters)
  }
}

export class NonceTooLowError extends NodeError {
  override name = 'NonceTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The nonce is lower than the current nonce of the account', parameters)
  }
}

export class NonceMaxValueError extends NodeError {
  override name = 'NonceMaxValueError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The nonce exceeds the maximum allowed nonce', parameters)
  }
}

export class InsufficientFundsError extends NodeError {
  override name = 'InsufficientFundsError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('Insufficient funds: gas * gas price + value exceeds the balance of the account', parameters)
  }
}

export class IntrinsicGasTooHighError extends NodeError {
  override name = 'IntrinsicGasTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The gas limit of the transaction exceeds the block gas limit', parameters)
  }
}

export class IntrinsicGasTooLowError extends NodeError {
  override name = 'IntrinsicGasTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The gas limit of the transaction is too low', parameters)
  }
}

export class TransactionTypeNotSupportedError extends NodeError {
  override name = 'TransactionTypeNotSupportedError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The transaction type is not supported by this chain', parameters)
  }
}

export class TipAboveFeeCapError extends NodeError {
  override name = 'TipAboveFeeCapError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The tip (maxPriorityFeePerGas) is higher than the fee cap (maxFeePerGas)', parameters)
  }
}

/** Anything the node answered that none of the above describes. */
export class UnknownNodeError extends NodeError {
  override name = 'UnknownNodeError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('An unknown error occurred while executing the request', parameters)
  }
}

export type NodeErrorType =
  | ExecutionRevertedError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | NonceTooHighError
  | NonceTooLowError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooHighError
  | IntrinsicGasTooLowError
  | TransactionTypeNotSupportedError
  | TipAboveFeeCapError
  | UnknownNodeError
