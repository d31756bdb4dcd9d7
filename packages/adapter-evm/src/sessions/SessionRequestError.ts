/**
 * A session request, permission context or delegation the module cannot accept. `field` names where
 * (e.g. `permission.data.allowanceAmount`, `[2].rules[0].type`); the message is for the app's developer.
 */
export class SessionRequestError extends Error {
  override name = 'SessionRequestError'
  readonly field: string
  constructor(field: string, message: string) {
    super(`${field}: ${message}`)
    this.field = field
  }
}
