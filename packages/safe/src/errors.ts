import { BaseError } from '@portico/core'

/** The Safe host answered a request with an error (a person rejected it, or the host could not do it). */
export class SafeRequestError extends BaseError {
  override name = 'SafeRequestError'
  /** EIP-1193's code for the provider: 4001 when the host refused what a person is asked for, else -32603. */
  readonly code: number
  constructor(method: string, message: string, code: number) {
    super('The Safe refused the request', { details: `${method}: ${message}` })
    this.code = code
  }
}

/** The host did not answer within the bound (only `getSafeInfo` and reads have one). */
export class SafeTimeoutError extends BaseError {
  override name = 'SafeTimeoutError'
  readonly code = -32603
  constructor(method: string, timeoutMs: number) {
    super('The Safe did not answer', { details: `${method} after ${timeoutMs} ms` })
  }
}

/** The host answered with a shape its method does not have. */
export class SafeProtocolError extends BaseError {
  override name = 'SafeProtocolError'
  readonly code = -32603
  constructor(method: string, cause: unknown) {
    super('The Safe answered with an unexpected message', { details: method, cause })
  }
}

/** A message the Safe's owners have not signed enough yet (its threshold is above the signatures collected). */
export class SafeSignaturePendingError extends BaseError {
  override name = 'SafeSignaturePendingError'
  readonly code = -32000
  readonly messageHash: string
  constructor(messageHash: string) {
    super('The Safe has not collected enough signatures yet', {
      details: `message ${messageHash}: ask the host with getOffChainSignature once its owners signed`,
    })
    this.messageHash = messageHash
  }
}

/** The Safe is on a chain the app's config does not list. */
export class SafeChainNotConfiguredError extends BaseError {
  override name = 'SafeChainNotConfiguredError'
  constructor(chainId: number) {
    super('The Safe is on a network this app does not use', { details: `eip155:${chainId}` })
  }
}

/** A method a Safe cannot serve (it has no key of its own: raw transactions, `eth_sign`). */
export class SafeUnsupportedMethodError extends BaseError {
  override name = 'SafeUnsupportedMethodError'
  readonly code = 4200
  constructor(method: string) {
    super('A Safe does not support this method', { details: method })
  }
}
