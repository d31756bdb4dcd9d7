import { AUTH_CONNECTOR_ID } from '../adapter/connectorIds.js'
import type { ConnectMethod, Features } from '../controllers/options.js'

/** What a feature needs besides its flag. */
export type FeatureRequirement =
  /** Its flag alone. */
  | 'none'
  /** The blockchain API (`api` in `createConfig`). */
  | 'api'
  /** The wallet catalogue, served by the same API. */
  | 'catalogue'
  /** The embedded-wallet plug-in (`embeddedWallet(...)` of `@portico/embedded-wallet`), for e-mail login. */
  | 'embeddedWallet'

/** Features the kit can offer: the flags of `Features`, and `names`, which has no flag of its own. */
export type FeatureName =
  | 'email'
  | 'socials'
  | 'allWallets'
  | 'onramp'
  | 'swaps'
  | 'send'
  | 'receive'
  | 'history'
  | 'names'
  | 'analytics'
  | 'smartSessions'

/** The requirement of each feature. */
export const featureRequirements: Readonly<Record<FeatureName, FeatureRequirement>> = {
  email: 'embeddedWallet',
  // Social logins run in the embedded wallet (which offers those its wallet service has set up).
  socials: 'embeddedWallet',
  allWallets: 'catalogue',
  onramp: 'api',
  swaps: 'api',
  send: 'none',
  receive: 'none',
  history: 'api',
  names: 'api',
  analytics: 'api',
  // Sessions read each chain's session contracts from the API's smart-account networks.
  smartSessions: 'api',
}

/** What availability is decided from: a `Config`, or anything with its options and clients. */
export type FeatureContext = {
  options: { state: { features: Features } }
  api?: object | undefined
  catalogue?: object | undefined
  plugins?: { has(id: string): boolean } | undefined
}

function flagOn(features: Features, feature: FeatureName): boolean {
  if (feature === 'names') return true
  if (feature === 'socials') return features.socials !== false && features.socials.length > 0
  return features[feature] === true
}

function requirementMet(config: FeatureContext, requirement: FeatureRequirement): boolean {
  switch (requirement) {
    case 'none':
      return true
    case 'api':
      return config.api !== undefined
    case 'catalogue':
      return config.catalogue !== undefined
    case 'embeddedWallet':
      return config.plugins?.has(AUTH_CONNECTOR_ID) === true
  }
}

/**
 * Whether a feature shows: its flag is on AND what it needs is configured (see `featureRequirements`).
 * The one place that decides it; every view asks here.
 *
 * @example
 * if (isFeatureAvailable(config, 'history')) showActivityTab()
 */
export function isFeatureAvailable(config: FeatureContext, feature: FeatureName): boolean {
  return (
    flagOn(config.options.state.features, feature) && requirementMet(config, featureRequirements[feature])
  )
}

/** Every feature and whether it shows, as `isFeatureAvailable` decides. */
export function enabledFeatures(config: FeatureContext): Record<FeatureName, boolean> {
  const names = Object.keys(featureRequirements) as FeatureName[]
  return Object.fromEntries(names.map((name) => [name, isFeatureAvailable(config, name)])) as Record<
    FeatureName,
    boolean
  >
}

/**
 * The connect methods to show, in `connectMethodsOrder`: e-mail and social only when available; wallets
 * always, last when the order leaves them out, so there is always a way to connect.
 */
export function availableConnectMethods(config: FeatureContext): ConnectMethod[] {
  const { connectMethodsOrder } = config.options.state.features
  const methods = connectMethodsOrder.filter(
    (method) => method === 'wallet' || isFeatureAvailable(config, method === 'email' ? 'email' : 'socials'),
  )
  return methods.includes('wallet') ? methods : [...methods, 'wallet']
}
