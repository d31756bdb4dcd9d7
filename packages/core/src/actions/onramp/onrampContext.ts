import { proxy } from 'valtio/vanilla'
import { initialOnrampState, type OnrampDependencies, type OnrampState } from './onrampTypes.js'

/**
 * What every on-ramp step shares: the config's readers, the form, the pending quote timer, one request
 * counter per kind of answer (only the newest answer of each kind lands) and the checkout being followed.
 */
export type OnrampContext = {
  /** The config itself, not a copy: its balance readers are looked up when called. */
  deps: OnrampDependencies
  api: OnrampDependencies['api']
  account: OnrampDependencies['account']
  network: OnrampDependencies['network']
  state: OnrampState
  /** Quote debounce in ms. */
  quoteDelay: number
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  quoteRequest: number
  optionsRequest: number
  providersRequest: number
  following: { stop(): void } | undefined
}

export function createOnrampContext(deps: OnrampDependencies, quoteDelay: number): OnrampContext {
  const { api, account, network } = deps
  return {
    deps,
    api,
    account,
    network,
    state: proxy<OnrampState>(initialOnrampState()),
    quoteDelay,
    quoteTimer: undefined,
    quoteRequest: 0,
    optionsRequest: 0,
    providersRequest: 0,
    following: undefined,
  }
}

/** Stops following the checkout, if one is followed (it is then marked `stale`). */
export function stopFollowingOnrampCheckout(context: OnrampContext): void {
  context.following?.stop()
  context.following = undefined
}

/** Empties the form: no pending quote, no followed checkout, and every answer still on its way ignored. */
export function resetOnramp(context: OnrampContext): void {
  clearTimeout(context.quoteTimer)
  stopFollowingOnrampCheckout(context)
  context.quoteRequest++
  context.optionsRequest++
  context.providersRequest++
  Object.assign(context.state, initialOnrampState())
}
