import { type Config, FeatureDisabledError, isFeatureAvailable, UnknownViewError } from '@portico/core'
import { isMobile } from '../utils/isMobile.js'
import { type ViewEntry, type ViewName, viewRegistry } from './viewRegistry.js'

/** Every view this package renders; no other name opens. */
export const viewNames = Object.keys(viewRegistry) as ViewName[]

export function isViewName(view: string): view is ViewName {
  return Object.hasOwn(viewRegistry, view)
}

/**
 * The view the modal opens on when none is named: Account when connected; All wallets on a phone with no
 * chain adapter (nothing to list but the catalogue); Connect otherwise.
 */
export function initialView(config: Config): ViewName {
  if (config.isConnected()) return 'Account'
  if (config.adapters.size === 0 && isMobile() && isFeatureAvailable(config, 'allWallets'))
    return 'AllWallets'
  return 'Connect'
}

/**
 * Throws `UnknownViewError` for a name this package does not render, and `FeatureDisabledError` for a view
 * whose feature is off or lacks what it needs (e.g. Swap without the blockchain API): its code is then
 * neither loaded nor rendered.
 */
export function checkView(config: Config, view: string): asserts view is ViewName {
  if (!isViewName(view)) throw new UnknownViewError(view)
  const { feature }: ViewEntry = viewRegistry[view]
  if (feature && !isFeatureAvailable(config, feature))
    throw new FeatureDisabledError(feature, { details: `The ${view} view needs the ${feature} feature.` })
}

/** Registers this package's views with the config: `config.open` then checks names against them. */
export function registerViews(config: Config): () => void {
  return config.modal.registerViews({
    initial: () => initialView(config),
    check: (view) => checkView(config, view),
  })
}
