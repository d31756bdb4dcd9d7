import { BaseError } from '../../errors/base.js'

/** A request the kit refuses before asking the wallet; `field` names the parameter. */
export class InvalidExecutionPermissionRequestError extends BaseError {
  override name = 'InvalidExecutionPermissionRequestError'
  readonly field: string
  constructor(field: string, what: string) {
    super('Invalid session permission request', { details: `${field} must be ${what}` })
    this.field = field
  }
}

/** A wallet answered a session-permission method with something that is not a permission. */
export class InvalidExecutionPermissionReplyError extends BaseError {
  override name = 'InvalidExecutionPermissionReplyError'
  constructor(details: string) {
    super('Invalid session permission from the wallet', { details })
  }
}
