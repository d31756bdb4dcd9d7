import { BaseError } from '@portico/core'

/** A hook or component ran outside `<PorticoProvider>`. */
export class PorticoProviderNotFoundError extends BaseError {
  override name = 'PorticoProviderNotFoundError'
  constructor() {
    super('`usePortico` hooks must be used within `PorticoProvider`', { docsPath: '/react#porticoprovider' })
  }
}

/** `@portico/ui/elements` loaded but did not register the element a component wraps. */
export class ElementNotDefinedError extends BaseError {
  override name = 'ElementNotDefinedError'
  constructor(tagName: string) {
    super(`<${tagName}> is not defined`, { details: '@portico/ui/elements did not register it' })
  }
}
