import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Not an address of this network (bad checksum, wrong prefix, bech32 where bech32m is due, …). */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(
    { address, network }: { address: string; network: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(`Invalid address ${address}`, { details: `Not an address of ${network}`, ...parameters })
    this.address = address
  }
}
