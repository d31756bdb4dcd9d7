import type { ChainNamespace } from '../caip/types.js'
import { BaseError, type BaseErrorParameters } from './base.js'
import { getErrorCode, RpcError, UserRejectedRequestError } from './rpc.js'

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

/**
 * A wallet's error as a core error, the way every adapter maps it: a `BaseError` stays as it is; a refusal
 * (by default code 4001; each adapter passes its wallets' own rule) becomes `UserRejectedRequestError`; any
 * other coded error keeps its code as `RpcError`; the rest is 'Wallet request failed' with the wallet's text.
 *
 * @example
 * throw mapWalletError(error, (code) => code === 4001 || code === 5000)
 */
export function mapWalletError(
  error: unknown,
  isRejection: (code: number | undefined, message: string) => boolean = (code) => code === 4001,
): BaseError {
  if (error instanceof BaseError) return error
  const code = getErrorCode(error)
  const message = messageOf(error)
  if (isRejection(code, message)) return new UserRejectedRequestError({ cause: error, details: message })
  if (code !== undefined) return new RpcError({ code, message }, { cause: error })
  return new BaseError('Wallet request failed', { cause: error, details: message })
}

/** The text of a thrown value: an Error's or an error-like object's `message`, else its string form. */
function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return String(error)
}

/** A message to sign that is neither text nor bytes: `{ raw }` must be 0x-prefixed hex of whole bytes, or bytes. */
export class InvalidMessageError extends BaseError {
  override name = 'InvalidMessageError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid message', parameters)
  }
}
