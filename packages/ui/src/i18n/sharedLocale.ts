import type { Config } from '@portico/core'
import { proxy, ref } from 'valtio/vanilla'
import type { LocaleOption } from './format.js'

export type SharedLocale = { option: LocaleOption | undefined }

const shared = new WeakMap<Config, SharedLocale>()

/**
 * The modal's `locale` option, per config: the page buttons of that config speak the modal's language
 * unless they are given their own. A valtio proxy, so the buttons re-render when it changes.
 */
export function sharedLocaleFor(config: Config): SharedLocale {
  let state = shared.get(config)
  if (!state) {
    state = proxy<SharedLocale>({ option: undefined })
    shared.set(config, state)
  }
  return state
}

/** Sets the option the config's page buttons follow (objects are kept as given, not proxied). */
export function shareLocale(config: Config, option: LocaleOption | undefined): void {
  const state = sharedLocaleFor(config)
  const next = option !== null && typeof option === 'object' ? ref(option) : option
  if (state.option !== next) state.option = next
}
