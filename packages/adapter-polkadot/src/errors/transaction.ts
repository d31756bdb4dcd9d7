import { BaseError, type BaseErrorParameters } from '@portico/core'

type Amounts = { symbol: string; decimals: number }

const format = (value: bigint, { symbol, decimals }: Amounts) => {
  const digits = value.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''} ${symbol}`
}

/** The transferable balance does not cover the amount plus the fee. Amounts in planck. */
export class InsufficientBalanceError extends BaseError {
  override name = 'InsufficientBalanceError'
  readonly available: bigint | undefined
  readonly required: bigint | undefined
  constructor(
    amounts: (Amounts & { available: bigint; required: bigint }) | undefined,
    parameters: BaseErrorParameters = {},
  ) {
    super('Insufficient balance', {
      details: amounts
        ? `${format(amounts.available, amounts)} transferable, ${format(amounts.required, amounts)} needed (amount + fee)`
        : undefined,
      ...parameters,
    })
    this.available = amounts?.available
    this.required = amounts?.required
  }
}

/**
 * The transfer would leave the sender below the existential deposit (a keep-alive transfer may not reap
 * the account), or would create the recipient's account with less than it.
 */
export class ExistentialDepositError extends BaseError {
  override name = 'ExistentialDepositError'
  readonly side: 'sender' | 'recipient'
  readonly existentialDeposit: bigint | undefined
  constructor(
    {
      side,
      existentialDeposit,
      ...amounts
    }: { side: 'sender' | 'recipient'; existentialDeposit?: bigint } & Partial<Amounts>,
    parameters: BaseErrorParameters = {},
  ) {
    const ed =
      existentialDeposit !== undefined && amounts.symbol !== undefined && amounts.decimals !== undefined
        ? ` of ${format(existentialDeposit, amounts as Amounts)}`
        : ''
    super(
      side === 'sender'
        ? `The transfer would leave the account below the existential deposit${ed}`
        : `The recipient would receive less than the existential deposit${ed}`,
      parameters,
    )
    this.side = side
    this.existentialDeposit = existentialDeposit
  }
}

export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  constructor(value: bigint, parameters: BaseErrorParameters = {}) {
    super('Invalid amount', { details: `${value} is not a positive amount of planck`, ...parameters })
  }
}

/** The extrinsic ran and failed: a module error (`section.name` and its docs) or another dispatch error. */
export class DispatchError extends BaseError {
  override name = 'DispatchError'
  /** `balances.InsufficientBalance`, `token.FundsUnavailable`, `BadOrigin`, ... */
  readonly reason: string
  constructor(
    { reason, docs }: { reason: string; docs?: string | undefined },
    parameters: BaseErrorParameters = {},
  ) {
    super('The transaction failed', { details: docs ? `${reason}: ${docs}` : reason, ...parameters })
    this.reason = reason
  }
}

/** The node refused the extrinsic before it reached a block (1010 invalid, 1011 unknown, 1012 priority, ...). */
export class TransactionRefusedError extends BaseError {
  override name = 'TransactionRefusedError'
  readonly code: number | undefined
  constructor(
    { code, reason }: { code?: number | undefined; reason: string },
    parameters: BaseErrorParameters = {},
  ) {
    super('The transaction was refused', { details: reason, ...parameters })
    this.code = code
  }
}

/** The extrinsic was dropped, invalid or usurped while waiting for a block. */
export class TransactionDroppedError extends BaseError {
  override name = 'TransactionDroppedError'
  constructor(status: string, parameters: BaseErrorParameters = {}) {
    super('The transaction was dropped', { details: `Status ${status}`, ...parameters })
  }
}

export class WaitForTransactionTimeoutError extends BaseError {
  override name = 'WaitForTransactionTimeoutError'
  constructor({ hash, timeout }: { hash: string; timeout: number }, parameters: BaseErrorParameters = {}) {
    super('Timed out waiting for the transaction', {
      details: `${hash} was not in a block within ${timeout} ms`,
      ...parameters,
    })
  }
}

/** Polkadot adapters send the native token only. */
export class TokenTransferNotSupportedError extends BaseError {
  override name = 'TokenTransferNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token transfers are not supported on Polkadot', parameters)
  }
}
