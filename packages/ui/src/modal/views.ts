import { type Config, FeatureDisabledError, isFeatureAvailable, UnknownViewError } from '@portico/core'
import { getWalletConnect } from '@portico/walletconnect'
import { prefersDeepLink } from '../utils/prefersDeepLink.js'
import { listConnectEntries } from '../views/connect/connectors.js'
import { legalPending } from '../views/connect/legalAccepted.js'
import { type ViewName, viewFeatures } from './viewFeatures.js'

/** Every view this package renders; no other name opens. */
export const viewNames = Object.keys(viewFeatures) as ViewName[]

export function isViewName(view: string): view is ViewName {
  return Object.hasOwn(viewFeatures, view)
}

/**
 * The view the modal opens on when none is named: Account when connected. When WalletConnect is set up, e-mail
 * login is not, and no adapter offers a wallet of its own (Connect would list none): ConnectingWalletConnectBasic on a desktop (the
 * QR code and the catalogue), All wallets on a phone (wallets open by their deep links). All wallets on a phone
 * with no chain adapter (nothing to list but the catalogue); Connect otherwise, and always while the legal
 * checkbox (`features.legalCheckbox`) waits to be ticked. WalletConnect's basic mode
 * (`walletConnect({ basic: true })`) opens a desktop on ConnectingWalletConnectBasic whatever else is offered.
 */
export function initialView(
  config: Config,
  { mobile = prefersDeepLink() }: { mobile?: boolean } = {},
): ViewName {
  if (config.isConnected()) return 'Account'
  // Until the legal checkbox is ticked, Connect (where it is) comes first, whatever else would.
  if (legalPending(config)) return 'Connect'
  const catalogue = isFeatureAvailable(config, 'allWallets')
  // With e-mail login, Connect always has something to offer: its e-mail field, first.
  const email = isFeatureAvailable(config, 'email')
  // WalletConnect's basic mode offers its QR code and catalogue only.
  if (getWalletConnect(config)?.basic && !mobile) return 'ConnectingWalletConnectBasic'
  if (getWalletConnect(config) && !email && listConnectEntries(config, { mobile }).length === 0) {
    if (!mobile) return 'ConnectingWalletConnectBasic'
    if (catalogue) return 'AllWallets'
  }
  if (config.adapters.size === 0 && mobile && catalogue) return 'AllWallets'
  return 'Connect'
}

/**
 * Throws `UnknownViewError` for a name this package does not render, and `FeatureDisabledError` for a view
 * whose feature is off or lacks what it needs (e.g. Swap without the blockchain API): its code is then
 * neither loaded nor rendered.
 */
export function checkView(config: Config, view: string): asserts view is ViewName {
  if (!isViewName(view)) throw new UnknownViewError(view)
  const feature = viewFeatures[view]
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
