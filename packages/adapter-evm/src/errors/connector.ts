import { BaseError, type BaseErrorParameters } from '@portico/core'

/** No connector with this id was discovered (not announced, not injected). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string
  constructor(connectorId: string, parameters: BaseErrorParameters = {}) {
    super('Connector not found', { details: `No EVM wallet with id "${connectorId}"`, ...parameters })
    this.connectorId = connectorId
  }
}

/** A wallet action was called without a connected wallet. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters)
  }
}

/** The connected wallet does not offer a capability the action needs (EIP-5792 / ERC-7811). */
export class UnsupportedCapabilityError extends BaseError {
  override name = 'UnsupportedCapabilityError'
  readonly capability: string
  constructor(capability: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${capability}`, parameters)
    this.capability = capability
  }
}

/** A wallet_sendCalls entry failed validation (spec §5: `to` and `data` start with 0x). */
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  readonly index: number
  constructor(index: number, parameters: BaseErrorParameters = {}) {
    super(`Invalid call at index ${index}`, parameters)
    this.index = index
  }
}
