import type { Config } from '@portico/core'

/**
 * Back: closes the modal from the first view, and whenever the unsupported-network view is in the history
 * (going back there would show a view of a network the app does not support).
 */
export function goBack(config: Config): void {
  if (config.router.state.history.includes('UnsupportedChain')) config.close()
  else config.router.back()
}

/**
 * Back for an answer that arrives late (a view's start failed): only while the modal still shows `view`. A user
 * who left that view, or closed the modal, before the failure came is not moved by it.
 */
export function goBackIfStillOn(config: Config, view: string): void {
  if (config.modal.state.open && config.router.state.view === view) goBack(config)
}
