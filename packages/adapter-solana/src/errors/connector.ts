import { BaseError, type BaseErrorParameters } from '@portico/core'

// The adapter errors every namespace shares live in core.
export {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  UnsupportedWalletFeatureError,
} from '@portico/core'

/**
 * The chosen wallet is not installed, so the browser was sent to the wallet's deep link (Phantom's
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
