/**
 * A sign-in message field the formats refuse, or text that is not a sign-in message. `field` names the field
 * (`nonce`, `issuedAt`, …); `details` says what is wrong with it.
 */
export class InvalidSiwxMessageError extends Error {
  override name = 'InvalidSiwxMessageError'
  readonly shortMessage: string
  readonly details: string
  readonly field: string
  constructor(field: string, { details = '', cause }: { details?: string; cause?: unknown } = {}) {
    super(`Invalid sign-in message field: ${field}`, cause === undefined ? undefined : { cause })
    this.shortMessage = this.message
    this.details = details
    this.field = field
  }
}
