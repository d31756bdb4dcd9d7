// Errors a bundler answers with: each a JSON-RPC error of a stable code (ERC-7769, the bundler RPC) and name.

/** A JSON-RPC error answered to the caller: `code`, a short message and optional `data`. */
export class BundlerRpcError extends Error {
  override name = 'BundlerRpcError'
  constructor(
    readonly code: number,
    readonly shortMessage: string,
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(shortMessage, options)
  }
}

export class ParseError extends BundlerRpcError {
  override name = 'ParseError'
  constructor(message = 'Parse error: the body is not JSON') {
    super(-32700, message)
  }
}

export class InvalidRequestError extends BundlerRpcError {
  override name = 'InvalidRequestError'
  constructor(message: string) {
    super(-32600, `Invalid request: ${message}`)
  }
}

export class MethodNotFoundError extends BundlerRpcError {
  override name = 'MethodNotFoundError'
  constructor(method: string) {
    super(-32601, `Method not found: ${method.slice(0, 64)}`)
  }
}

export class InvalidParamsError extends BundlerRpcError {
  override name = 'InvalidParamsError'
  constructor(message: string) {
    super(-32602, `Invalid params: ${message}`)
  }
}

/** The EntryPoint refused the operation in validation (`AAxx` reason), -32500; -32507 for a bad signature. */
export class ValidationRevertedError extends BundlerRpcError {
  override name = 'ValidationRevertedError'
  constructor(reason: string, data?: unknown) {
    super(reason.startsWith('AA24') || reason.startsWith('AA34') ? -32507 : -32500, reason, data)
  }
}

/** The account's signature check failed (validation data's low bit), -32507. */
export class SignatureValidationError extends BundlerRpcError {
  override name = 'SignatureValidationError'
  constructor() {
    super(-32507, 'AA24 signature error: the account refused the signature')
  }
}

/** The validation data's time range has passed or not begun, -32503. */
export class OutOfTimeRangeError extends BundlerRpcError {
  override name = 'OutOfTimeRangeError'
  constructor(validAfter: number, validUntil: number) {
    super(-32503, `AA22 expired or not due: valid from ${validAfter} until ${validUntil}`)
  }
}

/** The operation's call reverted when estimated, -32521. */
export class ExecutionRevertedError extends BundlerRpcError {
  override name = 'ExecutionRevertedError'
  constructor(data: unknown) {
    super(-32521, 'Execution reverted: the user operation’s callData reverts', data)
  }
}

export class InternalError extends BundlerRpcError {
  override name = 'InternalError'
  constructor(cause: unknown) {
    super(-32603, 'Internal error', undefined, { cause })
  }
}
