import type { Config } from '@portico/core'

/**
 * Back: closes the modal from the first view, and whenever the unsupported-network view is in the history
 * (going back there would show a view of a network the app does not support).
 */
export function goBack(config: Config): void {
  if (config.router.state.history.includes('UnsupportedChain')) config.close()
  else config.router.back()
}
