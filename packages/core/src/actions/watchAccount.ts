import { subscribe } from 'valtio/vanilla'
import type { AccountState } from '../controllers/account.js'
import type { Network } from '../networks/types.js'

/** What `watchAccount` reads from a config. */
export type WatchAccountConfig = {
  account: { state: object }
  network: { state: { caipNetwork?: Network | undefined } }
  getAccount(): AccountState | undefined
}

export type WatchAccountParameters = {
  /** Called with the active account (undefined before any namespace has one) and the active network. */
  onChange(account: AccountState | undefined, network: Network | undefined): void
  /** Also call `onChange` once at once, with the current values. Default false. */
  emitImmediately?: boolean | undefined
}

/**
 * Calls `onChange` whenever the active account or network changes: for apps without a framework binding (the
 * React hooks do this for React).
 * Returns the function that stops it.
 *
 * @example
 * const stop = watchAccount(config, {
 *   onChange: (account) => render(account?.status === 'connected' ? account.address : undefined),
 *   emitImmediately: true,
 * })
 */
export function watchAccount(
  config: WatchAccountConfig,
  { onChange, emitImmediately = false }: WatchAccountParameters,
) {
  const emit = () => onChange(config.getAccount(), config.network.state.caipNetwork)
  const stops = [subscribe(config.account.state, emit), subscribe(config.network.state, emit)]
  if (emitImmediately) emit()
  return () => {
    for (const stop of stops) stop()
  }
}
