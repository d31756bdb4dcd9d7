import { BaseError, type BaseErrorParameters } from '../../errors/base.js'

/**
 * An ok answer whose body is not what the route promises (not JSON, or a field missing or of the wrong
 * type): 'Invalid response from <path>', with the first bad field in `details`. Callers treat it as any
 * other failed request; it is not retried.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  /** The request path, e.g. '/v1/account/0x…/balance'. */
  readonly path: string

  constructor({ path, problem }: { path: string; problem: string }, parameters: BaseErrorParameters = {}) {
    super(`Invalid response from ${path}`, { details: problem, ...parameters })
    this.path = path
  }
}
