import type { ChainNamespace } from '../caip/types.js'
import { BaseError, type BaseErrorParameters } from './base.js'

// Errors every chain adapter throws: one class each, so `instanceof` works whatever the namespace.

type AdapterErrorParameters = BaseErrorParameters & {
  /** The adapter's namespace, named in the details. */
  namespace?: ChainNamespace | undefined
}

/** No wallet with this id was discovered (not announced, not injected, not registered). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string
  constructor(connectorId: string, { namespace, ...parameters }: AdapterErrorParameters = {}) {
    super('Connector not found', {
      details: `No ${namespace ? `${namespace} ` : ''}wallet with id "${connectorId}"`,
      ...parameters,
    })
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

/** The wallet lacks what the call needs (a feature, a signing protocol, an account of that address). */
export class UnsupportedWalletFeatureError extends BaseError {
  override name = 'UnsupportedWalletFeatureError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}

/** The network is not one of the adapter's chains (or lacks what the adapter needs to reach it). */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  readonly caipNetworkId: string
  constructor(caipNetworkId: string, { namespace, ...parameters }: AdapterErrorParameters = {}) {
    super('Network not found', {
      details: `${caipNetworkId} is not configured on the ${namespace ?? 'chain'} adapter`,
      ...parameters,
    })
    this.caipNetworkId = caipNetworkId
  }
}
