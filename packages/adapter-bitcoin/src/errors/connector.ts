import { BaseError, type BaseErrorParameters } from '@portico/core'

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string, parameters: BaseErrorParameters = {}) {
    super('Connector not found', { details: `No Bitcoin wallet with id ${connectorId}`, ...parameters })
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters)
  }
}

/** The wallet lacks what the call needs (a feature, a signing protocol, an account of that address). */
export class UnsupportedWalletFeatureError extends BaseError {
  override name = 'UnsupportedWalletFeatureError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}

/** The network is not one of the adapter's chains. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string, parameters: BaseErrorParameters = {}) {
    super('Network not found', {
      details: `${caipNetworkId} is not configured on the Bitcoin adapter`,
      ...parameters,
    })
  }
}
