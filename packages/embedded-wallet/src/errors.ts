import type { ErrorReason, RequestType } from './protocol.js'

// The frame client's errors. The messages are for developers and stay stable; the kit words each outcome in the
// person's language from the class (`name`) and, for an error reply, its `reason`. The base has the shape of
// `@portico/core`'s `BaseError` (shortMessage, details, cause, walk) without depending on it.

export type EmbeddedWalletErrorParameters = {
  /** Extra context for developers; never shown as the headline. */
  details?: string | undefined
  cause?: unknown
}

/** Root of every error the frame client throws. `message` is the short, stable text. */
export class EmbeddedWalletError extends Error {
  override name = 'EmbeddedWalletError'
  readonly shortMessage: string
  readonly details: string

  constructor(shortMessage: string, parameters: EmbeddedWalletErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details ?? (parameters.cause instanceof Error ? parameters.cause.message : '')
  }

  /** The deepest cause, or the first one (this error included) for which `predicate` is true. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    for (let depth = 0; depth < 32; depth++) {
      if (predicate?.(error)) return error
      const next = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined
      if (next === undefined) return predicate ? null : error
      error = next
    }
    return predicate ? null : error
  }
}

/** The service does not know the project, or does not allow this page's origin (`/v1/frame/check` refused). */
export class EmbeddedWalletConfigError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletConfigError'
  constructor(parameters: EmbeddedWalletErrorParameters = {}) {
    super('Invalid App Configuration', parameters)
  }
}

/** The frame did not load: the service was unreachable, or no FRAME_READY came in time. */
export class EmbeddedWalletLoadError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletLoadError'
  constructor(parameters: EmbeddedWalletErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** A request was aborted (its signal, `abortPending()` or `destroy()`). */
export class EmbeddedWalletAbortedError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletAbortedError'
  readonly type: RequestType
  constructor(type: RequestType, parameters: EmbeddedWalletErrorParameters = {}) {
    super('Request was aborted', { details: type, ...parameters })
    this.type = type
  }
}

/** A request got no answer in time. */
export class EmbeddedWalletTimeoutError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletTimeoutError'
  readonly type: RequestType
  readonly timeoutMs: number
  constructor(type: RequestType, timeoutMs: number, parameters: EmbeddedWalletErrorParameters = {}) {
    super('Request timed out', { details: `${type} got no answer in ${timeoutMs} ms`, ...parameters })
    this.type = type
    this.timeoutMs = timeoutMs
  }
}

/** A login step (CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP) timed out or was aborted. */
export class EmbeddedWalletConnectError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletConnectError'
  readonly type: RequestType
  readonly kind: 'timeout' | 'aborted'
  constructor(
    type: RequestType,
    kind: 'timeout' | 'aborted',
    parameters: EmbeddedWalletErrorParameters = {},
  ) {
    super('Something went wrong', {
      details: `${type} ${kind === 'timeout' ? 'timed out' : 'was aborted'}`,
      ...parameters,
    })
    this.type = type
    this.kind = kind
  }
}

/**
 * The frame answered a request with an error. `message` is the frame's message ('An error occurred' when it
 * sent none); `code` is its EIP-1193 / JSON-RPC code (4001 user rejected, 4200 unsupported method), `reason`
 * the service's or wallet's refusal code, `retryAfter` the seconds to wait with RATE_LIMITED.
 */
export class EmbeddedWalletRequestError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletRequestError'
  readonly type: RequestType
  readonly code: number | undefined
  readonly reason: ErrorReason | undefined
  readonly retryAfter: number | undefined
  constructor(
    type: RequestType,
    payload: {
      message?: string | undefined
      code?: number | undefined
      reason?: ErrorReason | undefined
      retryAfter?: number | undefined
    },
    parameters: EmbeddedWalletErrorParameters = {},
  ) {
    super(payload.message || 'An error occurred', { details: type, ...parameters })
    this.type = type
    this.code = payload.code
    this.reason = payload.reason
    this.retryAfter = payload.retryAfter
  }
}

/** The client was used after `destroy()`, or the frame left the page: there is no frame to talk to. */
export class EmbeddedWalletFrameNotSetError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletFrameNotSetError'
  constructor(parameters: EmbeddedWalletErrorParameters = {}) {
    super('Embedded wallet: iframe is not set', parameters)
  }
}

/**
 * The page the frame would live in has no window (a document without `defaultView`): the frame's parent, to
 * which its answers are posted and where the client listens, is not set, so nothing could ever answer.
 */
export class EmbeddedWalletParentNotSetError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletParentNotSetError'
  constructor(parameters: EmbeddedWalletErrorParameters = {}) {
    super('Embedded wallet: parent window is not set', parameters)
  }
}

/** A request larger than the protocol's `MAX_MESSAGE_BYTES`, which the frame would drop; it is not sent. */
export class EmbeddedWalletMessageTooLargeError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletMessageTooLargeError'
  readonly type: RequestType
  constructor(type: RequestType, parameters: EmbeddedWalletErrorParameters = {}) {
    super('Request too large', { details: type, ...parameters })
    this.type = type
  }
}

/** A request whose payload the protocol's schema refuses (the frame would drop it); it is not sent. */
export class EmbeddedWalletInvalidRequestError extends EmbeddedWalletError {
  override name = 'EmbeddedWalletInvalidRequestError'
  readonly type: RequestType
  constructor(type: RequestType, parameters: EmbeddedWalletErrorParameters = {}) {
    super('Invalid request', { details: type, ...parameters })
    this.type = type
  }
}
