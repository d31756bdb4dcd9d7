import { BaseError, type BaseErrorParameters } from '@portico/core'

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string, parameters: BaseErrorParameters = {}) {
    super('Connector not found', { details: `No Solana wallet with id ${connectorId}`, ...parameters })
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters)
  }
}

/** The wallet lacks the Wallet Standard feature the call needs. */
export class UnsupportedWalletFeatureError extends BaseError {
  override name = 'UnsupportedWalletFeatureError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}

/** The network is not a solana network with an RPC URL. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string, parameters: BaseErrorParameters = {}) {
    super('Network not found', {
      details: `${caipNetworkId} is not configured on the Solana adapter`,
      ...parameters,
    })
  }
}

/**
 * Spec §2: the chosen wallet is not installed, so the browser was sent to the wallet's deep link (Phantom's
 * browse page, Coinbase Wallet's dapp link). Thrown after `location.href` was set.
 */
export class WalletRedirectError extends BaseError {
  override name = 'WalletRedirectError'
  readonly url: string
  constructor(url: string, parameters: BaseErrorParameters = {}) {
    super('Redirecting to the wallet', { details: url, ...parameters })
    this.url = url
  }
}
