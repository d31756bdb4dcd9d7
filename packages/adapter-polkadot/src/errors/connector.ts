import { BaseError, type BaseErrorParameters } from '@portico/core'

// The adapter errors every namespace shares live in core.
export {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  UnsupportedWalletFeatureError,
} from '@portico/core'

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
