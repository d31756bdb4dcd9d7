import { type Config, perConfig } from '@portico/core'
import { proxy, ref } from 'valtio/vanilla'
import type { LocaleOption } from './format.js'

export type SharedLocale = { option: LocaleOption | undefined }

/**
 * The modal's `locale` option, per config (dropped with its config): the page buttons of that config speak the
 * modal's language unless they are given their own. A valtio proxy, so the buttons re-render when it changes.
 */
export const sharedLocaleFor: (config: Config) => SharedLocale = perConfig(
  () => proxy<SharedLocale>({ option: undefined }),
  () => {},
)

/** Sets the option the config's page buttons follow (objects are kept as given, not proxied). */
export function shareLocale(config: Config, option: LocaleOption | undefined): void {
  const state = sharedLocaleFor(config)
  const next = option !== null && typeof option === 'object' ? ref(option) : option
  if (state.option !== next) state.option = next
}
