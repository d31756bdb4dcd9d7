import { BaseError, type BaseErrorParameters } from '@portico/core'
import { SEND_INVALID_MESSAGE_SOLANA } from '@portico/core/send'
import { PREFLIGHT_COMMITMENTS } from '../utils/commitment.js'

/** A Solana send needs a positive amount and a valid receiver ('Please enter a valid amount and receiver address'). */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  readonly reason: 'amount' | 'receiver'
  constructor(reason: 'amount' | 'receiver', parameters: BaseErrorParameters = {}) {
    super(SEND_INVALID_MESSAGE_SOLANA, parameters)
    this.reason = reason
  }
}

/** A Solana send the wallet, the chain or the node refused ('Failed to send transaction. Please try again.'). */
export class SendTransactionFailedError extends BaseError {
  override name = 'SendTransactionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to send transaction. Please try again.', parameters)
  }
}

/** The preflight commitment of sign-and-send must be one of the eight known ones. */
export class InvalidCommitmentError extends BaseError {
  override name = 'InvalidCommitmentError'
  readonly commitment: unknown
  constructor(commitment: unknown, parameters: BaseErrorParameters = {}) {
    super('Invalid preflight commitment', {
      details: `${String(commitment)} is not one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
      ...parameters,
    })
    this.commitment = commitment
  }
}
