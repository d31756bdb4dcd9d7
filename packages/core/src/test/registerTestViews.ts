import type { Config } from '../createConfig.js'
import { FeatureDisabledError, UnknownViewError } from '../errors/thrown.js'

/** Views a test UI renders: core names none, so its tests register a few, as a UI does. */
export const testViews = ['Connect', 'Account', 'AllWallets', 'ConnectingExternal', 'Networks', 'Swap']

/** Registers `testViews` (Swap only while the swaps feature is on), opening Connect or Account by default. */
export function registerTestViews(config: Config) {
  return config.modal.registerViews({
    initial: () => (config.isConnected() ? 'Account' : 'Connect'),
    check(view) {
      if (!testViews.includes(view)) throw new UnknownViewError(view)
      if (view === 'Swap' && !config.options.state.features.swaps) throw new FeatureDisabledError('swaps')
    },
  })
}
