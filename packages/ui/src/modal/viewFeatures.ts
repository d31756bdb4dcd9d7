import type { FeatureName } from '@portico/core'

/**
 * Every view this package renders, and the feature each belongs to: it opens only while that feature is
 * available (undefined: always). This table is all a page loads of the views before the modal opens (so that
 * `config.open` can check a name); each view's element, code and title are in `viewRegistry.ts`, which loads
 * with the modal.
 */
export const viewFeatures = {
  Connect: undefined,
  AllWallets: 'allWallets',
  ConnectingExternal: undefined,
  ConnectingWalletConnect: undefined,
  ConnectingWalletConnectBasic: undefined,
  Account: undefined,
  Networks: undefined,
  UnsupportedChain: undefined,
  Send: 'send',
  SendSelectToken: 'send',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  Receive: 'receive',
  Transactions: 'history',
  Sessions: 'smartSessions',
  OnRampProviders: 'onramp',
  OnRampAmount: 'onramp',
  OnRampCheckout: 'onramp',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
  SIWXSignMessage: undefined,
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  EmbeddedWalletSetup: 'email',
  EmbeddedWalletPasskey: 'email',
  ConnectSocials: 'socials',
  ConnectingSocial: 'socials',
  ConnectingFarcaster: 'socials',
  ApproveTransaction: 'email',
  WalletSettings: 'email',
  EmbeddedWalletExport: 'email',
  EmbeddedWalletKit: 'email',
  EmbeddedWalletPasskeys: 'email',
  EmbeddedWalletLoginMethods: 'email',
  UpdateEmail: 'email',
  UpdateEmailPrimaryOtp: 'email',
  UpdateEmailSecondaryOtp: 'email',
} as const satisfies Record<string, FeatureName | undefined>

/** The name of a view this package renders. */
export type ViewName = keyof typeof viewFeatures
