import type { Config } from '@portico/core'

/** The new address of an e-mail change in progress, as UpdateEmail hands it to the code steps. */
export function newEmailOf(config: Config): string | undefined {
  const value = config.router.state.data?.newEmail
  return typeof value === 'string' ? value : undefined
}
