import { BaseError, type BaseErrorParameters } from '@portico/core'

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string, parameters: BaseErrorParameters = {}) {
    super('Connector not found', {
      details: `No extension named ${connectorId} in window.injectedWeb3`,
      ...parameters,
    })
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters)
  }
}

/** The network is not one of the adapter's networks, or has no WebSocket URL. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string, parameters: BaseErrorParameters = {}) {
    super('Network not found', {
      details: `${caipNetworkId} is not configured on the Polkadot adapter`,
      ...parameters,
    })
  }
}

/** The node at the network's URL serves another chain (its genesis hash does not match the CAIP-2 id). */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor(
    { caipNetworkId, genesisHash }: { caipNetworkId: string; genesisHash: string },
    parameters: BaseErrorParameters = {},
  ) {
    super('The node serves another chain', {
      details: `${caipNetworkId} expected, the node's genesis hash is ${genesisHash}`,
      ...parameters,
    })
  }
}

/** The extension lacks what the call needs (a signer, signRaw). */
export class UnsupportedWalletFeatureError extends BaseError {
  override name = 'UnsupportedWalletFeatureError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}
