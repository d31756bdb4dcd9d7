import { BaseError, type BaseErrorParameters } from './base.js'

// The embedded wallet (e-mail login). The messages are for developers; the UI words each outcome in the
// person's language. The frame's own failures (an unreachable service, a refused project, a wrong code, a
// timeout) are the `@portico/embedded-wallet` errors, with stable names of their own.

/** An e-mail address the login refuses before asking the service (the format the service accepts). */
export class EmailInvalidError extends BaseError {
  override name = 'EmailInvalidError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid email address', parameters)
  }
}

/** A new login code was asked for less than 30 s after the last one; `seconds` to wait (rounded up). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly seconds: number
  constructor(seconds: number, parameters: BaseErrorParameters = {}) {
    super(`Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}

/**
 * A wallet request of a method the embedded wallet serves in neither its safe nor its unsafe list (or of
 * another namespace's method); it never reaches the frame. `code` 4200 (unsupported method), as EIP-1193 says.
 */
export class EmbeddedRequestNotAllowedError extends BaseError {
  override name = 'EmbeddedRequestNotAllowedError'
  readonly code = 4200
  readonly method: string
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('Requested RPC call is not allowed', { details: method, ...parameters })
    this.method = method
  }
}

/** The config has no adapter (with networks) the embedded wallet serves: eip155 or solana. */
export class EmbeddedWalletNoNamespaceError extends BaseError {
  override name = 'EmbeddedWalletNoNamespaceError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No eip155 or solana adapter for the embedded wallet', parameters)
  }
}

/** The e-mailed device link was not followed while the login waited for it (10 minutes). */
export class DeviceApprovalExpiredError extends BaseError {
  override name = 'DeviceApprovalExpiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Device approval expired', parameters)
  }
}

/** The login step was left (cancelled, the modal closed, signed out) before it finished. */
export class EmbeddedLoginCancelledError extends BaseError {
  override name = 'EmbeddedLoginCancelledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Login cancelled', parameters)
  }
}

/** A smart account was asked for on a network where the embedded wallet offers none (or with no eip155 account). */
export class SmartAccountNotOfferedError extends BaseError {
  override name = 'SmartAccountNotOfferedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The embedded wallet offers no smart account on this network', parameters)
  }
}
