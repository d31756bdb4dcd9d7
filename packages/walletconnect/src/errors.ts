/**
 * An error of the WalletConnect protocol: `code` and `message` as the peer or the relay sent them (or this
 * client's own, for failures it detects). Wallet answers keep their code: 5000 'user rejected' for a declined
 * proposal, 4001 or 5000 for a declined request, 6000 for a disconnect.
 */
export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  readonly code: number
  /** Extra data the peer sent with the error, if any. */
  readonly data: unknown

  constructor(
    parameters: { code: number; message: string; data?: unknown },
    options: { cause?: unknown } = {},
  ) {
    super(parameters.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = parameters.code
    this.data = parameters.data
  }

  /** The first error in this error's `cause` chain (itself included) for which `predicate` holds. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let error: unknown = this
    for (let depth = 0; error !== undefined && depth < 16; depth++) {
      if (predicate(error)) return error
      error = error instanceof Error ? error.cause : undefined
    }
    return undefined
  }
}

/** The session proposal (and its pairing URI) expired before the wallet answered. */
export class ProposalExpiredError extends WalletConnectError {
  override name = 'ProposalExpiredError'
  constructor() {
    super({ code: 0, message: 'Proposal expired' })
  }
}

/** No answer to a request before its expiry (code 8000, the protocol's "session request expired"). */
export class RequestExpiredError extends WalletConnectError {
  override name = 'RequestExpiredError'
  constructor() {
    super({ code: 8000, message: 'Request expired' })
  }
}

/** No known session (or pairing) has this topic (code 7001). */
export class UnknownTopicError extends WalletConnectError {
  override name = 'UnknownTopicError'
  constructor(topic: string) {
    super({ code: 7001, message: `No session for topic ${topic}` })
  }
}

/** A relay-level failure: the relay answered a JSON-RPC error, or the client was destroyed. */
export class RelayError extends WalletConnectError {
  override name = 'RelayError'
}

/** A `wc:` pairing URI that does not follow the v2 format. */
export class InvalidPairingUriError extends Error {
  override name = 'InvalidPairingUriError'
}

/** An envelope that could not be opened: malformed, tampered with, or sealed with another key. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError'
}
