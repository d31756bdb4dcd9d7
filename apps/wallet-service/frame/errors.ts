// The frame's errors: each becomes the ERROR payload `{ message, reason?, code?, retryAfter? }` of its request.
import { type ErrorPayload, type ErrorReason, NOT_ALLOWED_MESSAGE } from '@portico/embedded-wallet/protocol'

export type FrameErrorDetails = { reason?: ErrorReason; code?: number; retryAfter?: number; cause?: unknown }

export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  readonly reason: ErrorReason | undefined
  readonly code: number | undefined
  readonly retryAfter: number | undefined
  constructor(message: string, { reason, code, retryAfter, cause }: FrameErrorDetails = {}) {
    super(message, { cause })
    this.reason = reason
    this.code = code
    this.retryAfter = retryAfter
  }
}

/** The service refused a call: its status and `{ message, reason, retryAfter }`. */
export class ServiceError extends FrameRequestError {
  override name = 'ServiceError'
  constructor(
    readonly status: number,
    message: string,
    details: FrameErrorDetails = {},
  ) {
    super(message, details)
  }
}

/** EIP-1193 4001: the user pressed Reject (or a newer request replaced the one on screen). */
export class UserRejectedError extends FrameRequestError {
  override name = 'UserRejectedError'
  constructor() {
    super('User rejected the request', { code: 4001, reason: 'USER_REJECTED' })
  }
}

/** EIP-1193 4200: a method or feature this wallet does not offer. */
export class NotSupportedError extends FrameRequestError {
  override name = 'NotSupportedError'
  constructor(message = NOT_ALLOWED_MESSAGE) {
    super(message, { code: 4200, reason: 'NOT_SUPPORTED' })
  }
}

export class NotLoggedInError extends FrameRequestError {
  override name = 'NotLoggedInError'
  constructor(message = 'Not signed in') {
    super(message, { reason: 'NOT_LOGGED_IN' })
  }
}

/** JSON-RPC -32602: the request's params do not fit its method. */
export class InvalidParamsError extends FrameRequestError {
  override name = 'InvalidParamsError'
  constructor(message: string) {
    super(message, { code: -32602 })
  }
}

/** The error payload a failed request answers with. Unknown errors say only 'An error occurred' (reason INTERNAL). */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof FrameRequestError) {
    return {
      message: error.message.slice(0, 2048),
      ...(error.reason !== undefined && { reason: error.reason }),
      ...(error.code !== undefined && { code: error.code }),
      ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
    }
  }
  // A chain's refusal (viem's errors carry the node's message as `shortMessage` and a JSON-RPC `code`).
  const { shortMessage, message, code } = (error ?? {}) as {
    shortMessage?: unknown
    message?: unknown
    code?: unknown
  }
  const text = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : ''
  return {
    message: (text || 'An error occurred').slice(0, 2048),
    ...(typeof code === 'number' && { code }),
    ...(!text && { reason: 'INTERNAL' as const }),
  }
}

/** A step that e-mails a code (export, emergency kit) for a user who logs in with a passkey only. */
export class NoEmailError extends FrameRequestError {
  override name = 'NoEmailError'
  constructor() {
    super('This wallet has no e-mail address', { reason: 'NOT_SUPPORTED' })
  }
}
