import { BaseError, type BaseErrorParameters } from '@portico/core'

/** The spendable coins do not cover the amount plus the fee. Amounts in satoshis. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  readonly available: bigint
  readonly required: bigint
  constructor(
    { available, required }: { available: bigint; required: bigint },
    parameters: BaseErrorParameters = {},
  ) {
    super('Insufficient funds', {
      details: `${available} sats available, ${required} sats needed (amount + fee)`,
      ...parameters,
    })
    this.available = available
    this.required = required
  }
}

/** The amount is below the dust limit of the recipient's output type on this network. */
export class DustAmountError extends BaseError {
  override name = 'DustAmountError'
  readonly value: bigint
  readonly dustLimit: bigint
  constructor(
    { value, dustLimit }: { value: bigint; dustLimit: bigint },
    parameters: BaseErrorParameters = {},
  ) {
    super('Amount is below the dust limit', {
      details: `${value} sats; outputs of this type need at least ${dustLimit} sats`,
      ...parameters,
    })
    this.value = value
    this.dustLimit = dustLimit
  }
}

export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  constructor(value: bigint, parameters: BaseErrorParameters = {}) {
    super('Invalid amount', { details: `${value} is not a positive amount of satoshis`, ...parameters })
  }
}

/** The PSBT the wallet returned does not spend and pay what was asked, or is not fully signed. */
export class SignedPsbtMismatchError extends BaseError {
  override name = 'SignedPsbtMismatchError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('The wallet returned a different transaction', { details, ...parameters })
  }
}

/** bip122 has no tokens this adapter can send. */
export class TokenTransferNotSupportedError extends BaseError {
  override name = 'TokenTransferNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token transfers are not supported on Bitcoin', parameters)
  }
}
