import { proxy } from 'valtio/vanilla'
import type { Network } from '../networks/types.js'

export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]
export type SocialOption = SocialProvider | 'farcaster'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  socials: readonly SocialOption[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  /** Account's Sessions: the session permissions an EVM smart account granted apps, each revocable (needs the API). */
  smartSessions: boolean
  walletFeaturesOrder: readonly WalletFeature[]
  connectMethodsOrder: readonly ConnectMethod[]
}

/** Every feature is on by default except legalCheckbox and smartSessions. */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectMethodsOrder: ['email', 'social', 'wallet'],
}

export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

export type OptionsParameters = {
  projectId?: string | undefined
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network | undefined
  metadata?: Metadata | undefined
  features?: Partial<Features> | undefined
  allowUnsupportedChain?: boolean | undefined
  /** Wallet rdns values hidden from every list. */
  excludeWalletRdns?: readonly string[] | undefined
  themeMode?: 'dark' | 'light' | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  /** The app's terms of service, linked from the legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string | undefined
  /** The app's privacy policy, linked from the legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string | undefined
}

export type OptionsState = {
  projectId: string | undefined
  metadata: Metadata | undefined
  features: Features
  allowUnsupportedChain: boolean
  excludeWalletRdns: readonly string[]
  themeMode: 'dark' | 'light'
  sdkType: string
  sdkVersion: string
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
}

export function createOptionsController(parameters: OptionsParameters) {
  const state = proxy<OptionsState>({
    projectId: parameters.projectId || undefined,
    metadata: parameters.metadata,
    features: { ...defaultFeatures, ...stripUndefined(parameters.features ?? {}) },
    allowUnsupportedChain: parameters.allowUnsupportedChain ?? false,
    excludeWalletRdns: parameters.excludeWalletRdns ?? [],
    themeMode: parameters.themeMode ?? 'dark',
    sdkType: parameters.sdkType ?? 'portico',
    sdkVersion: parameters.sdkVersion ?? 'html-core-0.0.0',
    termsConditionsUrl: parameters.termsConditionsUrl,
    privacyPolicyUrl: parameters.privacyPolicyUrl,
  })
  return {
    state,
    setFeatures(features: Partial<Features>) {
      state.features = { ...state.features, ...stripUndefined(features) }
    },
    setThemeMode(mode: 'dark' | 'light') {
      state.themeMode = mode
    },
  }
}

export type OptionsController = ReturnType<typeof createOptionsController>

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
