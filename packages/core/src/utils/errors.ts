import { BaseError } from '../errors/base.js'

/** A string (or number) that is not a plain decimal number, e.g. '1.2.3', 'abc', '' or NaN. */
export class InvalidDecimalNumberError extends BaseError {
  override name = 'InvalidDecimalNumberError'
  readonly value: string

  constructor(value: string | number) {
    super(`Number "${String(value)}" is not a valid decimal number.`)
    this.value = String(value)
  }
}

/** A `decimals` argument that is not a non-negative safe integer. */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'
  readonly decimals: number

  constructor(decimals: number) {
    super(`Decimals "${decimals}" must be a non-negative integer.`)
    this.decimals = decimals
  }
}
