import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Not an SS58 address of a 32-byte account (bad checksum, bad length), or one of another chain's prefix. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(
    { address, reason }: { address: string; reason: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(`Invalid address ${address}`, { details: reason, ...parameters })
    this.address = address
  }
}
