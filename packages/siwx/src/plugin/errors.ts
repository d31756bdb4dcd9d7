import { BaseError, type BaseErrorParameters } from '@portico/core'

// Sign-in with a wallet. The messages are for developers; the UI words each outcome in the person's language.

/** A sign-in was asked of a config without a sign-in provider. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

/** A sign-in was asked with no connected account. */
export class SiwxNoAddressError extends BaseError {
  override name = 'SiwxNoAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** A sign-in was asked with no active network. */
export class SiwxNoNetworkError extends BaseError {
  override name = 'SiwxNoNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

/** A sign-in was asked on a namespace without an adapter to sign with. */
export class SiwxNoClientError extends BaseError {
  override name = 'SiwxNoClientError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ConnectionController client found', parameters)
  }
}

/** The check for an existing session failed after connecting (the wallet is then disconnected). */
export class SiwxInitializeError extends BaseError {
  override name = 'SiwxInitializeError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

/** The wallet declined to sign, or the signed session was refused. */
export class SiwxSignatureDeclinedError extends BaseError {
  override name = 'SiwxSignatureDeclinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Signature declined', parameters)
  }
}

/** Signing in failed for a smart account (the app's verifier may not check ERC-1271 / ERC-6492 signatures). */
export class SiwxSmartAccountError extends BaseError {
  override name = 'SiwxSmartAccountError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

// A sign-in message field the formats refuse, or text that is not one: thrown by @portico/siwx's formatter and parser.

/** The sign-in API refused a request or could not be reached. */
export class SiwxApiError extends BaseError {
  override name = 'SiwxApiError'
  readonly status: number | undefined
  constructor(status: number | undefined, parameters: BaseErrorParameters = {}) {
    super('Sign-in request failed', parameters)
    this.status = status
  }
}
