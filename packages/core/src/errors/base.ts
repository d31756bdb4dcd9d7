export type BaseErrorParameters = {
  /** Extra context for developers; never shown as the headline. */
  details?: string | undefined
  cause?: unknown
  docsPath?: string | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * Root of every error Portico throws. `message` is only the short, stable text (`shortMessage`, e.g.
 * 'Chain adapter not found'); `details` and `cause` carry the rest.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details || parameters.cause.shortMessage
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : '')
    this.docsPath = parameters.docsPath
  }

  /** The deepest cause, or the first one (this error included) for which `predicate` is true. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walk(this, predicate)
  }
}

function walk(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  if (predicate?.(error)) return error
  if (error && typeof error === 'object' && 'cause' in error && error.cause !== undefined) {
    return walk(error.cause, predicate)
  }
  return predicate ? null : error
}
