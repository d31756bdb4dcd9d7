import type { PluginInstance } from '@portico/core'
import type { SafeInfo } from './protocol.js'

export type SafeParameters = {
  /**
   * The exact origins of the Safe hosts the app runs in (e.g. `['https://app.safe.global']`): requests are posted
   * to these origins only, and answers are accepted from `window.parent` at one of them only.
   */
  origins: readonly string[]
  /** How long to wait for the host's `getSafeInfo` before deciding the page is not in a Safe; default 1000 ms. */
  timeoutMs?: number | undefined
  /** The window the app runs in; default the global `window` (none in Node: the connector is then never offered). */
  window?: Window | undefined
}

/**
 * `unavailable`: not in a Safe host (no frame, another parent, or no answer in time); `detecting`: asking the
 * host; `connected`: the Safe's account is connected; `disconnected`: the app disconnected it (until a reload);
 * `error`: the Safe is there but could not be connected (`error` says why).
 */
export type SafeStatus = 'unavailable' | 'detecting' | 'connected' | 'disconnected' | 'error'

export type SafeState = {
  status: SafeStatus
  /** The Safe the host opened the app for, once it answered. */
  info: SafeInfo | undefined
  /** The host's origin, once it answered. */
  origin: string | undefined
  error: Error | undefined
}

/** The Safe connector's API on a config (`getSafe(config)`). */
export type SafeConnector = PluginInstance & {
  state: SafeState
  /** Resolves once detection ended (connected, unavailable or failed). */
  ready: Promise<void>
}
