import { BaseError, type BaseErrorParameters } from '@portico/core'

/** A node refused a transaction; `code` and `reason` are the node's (e.g. -26 "dust"). */
export class BroadcastError extends BaseError {
  override name = 'BroadcastError'
  readonly code: number | undefined
  readonly reason: string
  constructor(
    { code, reason }: { code?: number | undefined; reason: string },
    parameters: BaseErrorParameters = {},
  ) {
    super('The transaction was refused', { details: reason, ...parameters })
    this.code = code
    this.reason = reason
  }
}

export class TransactionNotFoundError extends BaseError {
  override name = 'TransactionNotFoundError'
  constructor(txid: string, parameters: BaseErrorParameters = {}) {
    super('Transaction not found', { details: txid, ...parameters })
  }
}

export class WaitForTransactionTimeoutError extends BaseError {
  override name = 'WaitForTransactionTimeoutError'
  constructor({ txid, timeout }: { txid: string; timeout: number }, parameters: BaseErrorParameters = {}) {
    super('Timed out waiting for the transaction', {
      details: `${txid} was not confirmed within ${timeout} ms`,
      ...parameters,
    })
  }
}
