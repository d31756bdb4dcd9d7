import type { ErrorReason } from '@portico/embedded-wallet/protocol'

/**
 * A request the service refuses, answered with `status` and `{ message, reason?, retryAfter? }`. `reason` is one
 * of the protocol's error reasons when one describes the refusal (the kit words it in the user's language);
 * input that is merely malformed (a client bug, not a user's doing) has none.
 */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503,
    message: string,
    readonly reason?: ErrorReason,
    /** Seconds to wait, with `RATE_LIMITED`. */
    readonly retryAfter?: number,
  ) {
    super(message)
  }

  toJSON() {
    return {
      message: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
    }
  }
}

/** A request input failed its schema: 400 naming the field (`EMAIL_INVALID` when it is an e-mail address). */
export class ValidationError extends AuthError {
  override name = 'ValidationError'
  constructor(
    readonly field: string,
    message: string,
    reason?: ErrorReason,
  ) {
    super(400, message, reason)
  }

  override toJSON() {
    return { ...super.toJSON(), field: this.field }
  }
}

export class RateLimitedError extends AuthError {
  override name = 'RateLimitedError'
  constructor(retryAfter: number, message = 'Too many requests. Please try again later.') {
    super(429, message, 'RATE_LIMITED', retryAfter)
  }
}

export class NotLoggedInError extends AuthError {
  override name = 'NotLoggedInError'
  constructor(message = 'Not signed in') {
    super(401, message, 'NOT_LOGGED_IN')
  }
}

/** Why an e-mailed code was not accepted. */
export class CodeRefusedError extends AuthError {
  override name = 'CodeRefusedError'
  constructor(reason: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_BURNED') {
    super(400, codeMessages[reason], reason)
  }
}

const codeMessages = {
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'The code has expired. Request a new one.',
  OTP_BURNED: 'Too many wrong codes. Request a new one.',
} as const

/** Sending an e-mail failed (the SMTP server refused or could not be reached). */
export class MailFailedError extends AuthError {
  override name = 'MailFailedError'
  constructor(override readonly cause: unknown) {
    super(503, 'The e-mail could not be sent. Please try again later.', 'INTERNAL')
  }
}

/** Why a passkey was not accepted (401 PASSKEY_REFUSED, or 409 for a passkey stored already). */
export class PasskeyRefusedError extends AuthError {
  override name = 'PasskeyRefusedError'
  constructor(why: keyof typeof passkeyMessages = 'unverified', status: 401 | 409 = 401) {
    super(status, passkeyMessages[why], 'PASSKEY_REFUSED')
  }
}

const passkeyMessages = {
  unverified: 'This passkey could not be verified',
  unknown: 'This passkey is not known here',
  counter: "This passkey's signature counter went backwards",
  stored: 'This passkey is registered already',
} as const

/** 409: the step mails the user's address, and the user (who signed up with a passkey) has none. */
export class NoEmailAddressError extends AuthError {
  override name = 'NoEmailAddressError'
  constructor() {
    super(409, 'This wallet has no e-mail address')
  }
}
