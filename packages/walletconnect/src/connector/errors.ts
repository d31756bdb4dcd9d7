import { BaseError } from '@portico/core'

/** The pairing could not be created or renewed (relay unreachable, refused, the connector's code not loaded...). */
export class WalletConnectPairingError extends BaseError {
  override name = 'WalletConnectPairingError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Connection failed', parameters)
  }
}

/** The wallet approved a session this app can use on none of its namespaces. */
export class WalletConnectNoAccountsError extends BaseError {
  override name = 'WalletConnectNoAccountsError'
  constructor() {
    super('The wallet shared no account on the networks this app uses')
  }
}
