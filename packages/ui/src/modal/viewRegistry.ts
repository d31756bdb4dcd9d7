import type { Config, RouterData } from '@portico/core'
import { getWalletConnect } from '@portico/walletconnect'
import type { Locale } from '../i18n/en.js'
import { SHOW_CALLS_STATUS } from './showCallsStatus.js'
import type { ViewName } from './viewFeatures.js'

/** What the modal knows of a view: its element, how to load its code, and its title. */
export type ViewEntry = {
  tag: string
  /** Loads the view's module (a separate chunk). Connect has none: it is part of the first paint. */
  load?: () => Promise<unknown>
  /** Starts what the view will need (its connector's code, a connection) while its chunk loads. */
  prepare?: (config: Config) => void
  title: (locale: Locale, data: RouterData | undefined) => string
}

/** The WalletConnect views' pairing: its code and relay connection load beside the view's chunk. */
const preloadWalletConnect = (config: Config) => getWalletConnect(config)?.preload()

/**
 * The views this package renders. Everything but Connect is imported on first use, so the first paint of
 * Connect pulls no code of Send, Swap, Receive or Account's tabs.
 */
export const viewRegistry = {
  Connect: { tag: 'portico-connect-view', title: (l) => l.connectTitle },
  AllWallets: {
    tag: 'portico-all-wallets-view',
    load: () => import('../views/allWallets/AllWalletsView.js'),
    title: (l) => l.allWalletsTitle,
  },
  ConnectingExternal: {
    tag: 'portico-connecting-external-view',
    load: () => import('../views/connecting/ConnectingExternalView.js'),
    title: (l, data) => (typeof data?.name === 'string' ? data.name : l.connectTitle),
  },
  ConnectingWalletConnect: {
    tag: 'portico-connecting-walletconnect-view',
    load: () => import('../views/walletConnect/ConnectingWalletConnectView.js'),
    prepare: preloadWalletConnect,
    title: (l, data) => {
      const wallet = data?.wallet as { name?: unknown } | undefined
      return typeof wallet?.name === 'string' ? wallet.name : l.walletConnect
    },
  },
  ConnectingWalletConnectBasic: {
    tag: 'portico-connecting-walletconnect-basic-view',
    load: () => import('../views/walletConnect/ConnectingWalletConnectBasicView.js'),
    prepare: preloadWalletConnect,
    title: (l) => l.connectTitle,
  },
  Account: {
    tag: 'portico-account-view',
    load: () => import('../views/account/AccountView.js'),
    title: (l) => l.accountTitle,
  },
  Networks: {
    tag: 'portico-networks-view',
    load: () => import('../views/networks/NetworksView.js'),
    title: (l) => l.networksTitle,
  },
  UnsupportedChain: {
    tag: 'portico-unsupported-chain-view',
    load: () => import('../views/networks/UnsupportedChainView.js'),
    title: (l) => l.unsupportedTitle,
  },
  Send: {
    tag: 'portico-send-view',
    load: () => import('../views/send/SendView.js'),
    title: (l) => l.sendTitle,
  },
  SendSelectToken: {
    tag: 'portico-send-select-token-view',
    load: () => import('../views/send/SendSelectTokenView.js'),
    title: (l) => l.selectTokenTitle,
  },
  Swap: {
    tag: 'portico-swap-view',
    load: () => import('../views/swap/SwapView.js'),
    title: (l) => l.swapTitle,
  },
  SwapSelectToken: {
    tag: 'portico-swap-select-token-view',
    load: () => import('../views/swap/SwapSelectTokenView.js'),
    title: (l) => l.selectTokenTitle,
  },
  SwapPreview: {
    tag: 'portico-swap-preview-view',
    load: () => import('../views/swap/SwapPreviewView.js'),
    title: (l) => l.swapPreviewTitle,
  },
  Receive: {
    tag: 'portico-receive-view',
    load: () => import('../views/receive/ReceiveView.js'),
    title: (l) => l.receiveTitle,
  },
  Transactions: {
    tag: 'portico-transactions-view',
    load: () => import('../views/transactions/TransactionsView.js'),
    title: (l) => l.transactionsTitle,
  },
  Sessions: {
    tag: 'portico-sessions-view',
    load: () => import('../views/account/SessionsView.js'),
    title: (l) => l.sessionsTitle,
  },
  OnRampProviders: {
    tag: 'portico-onramp-providers-view',
    load: () => import('../views/onramp/OnRampProvidersView.js'),
    title: (l) => l.onrampTitle,
  },
  OnRampAmount: {
    tag: 'portico-onramp-amount-view',
    load: () => import('../views/onramp/OnRampAmountView.js'),
    title: (l) => l.onrampTitle,
  },
  OnRampCheckout: {
    tag: 'portico-onramp-checkout-view',
    load: () => import('../views/onramp/OnRampCheckoutView.js'),
    title: (l) => l.onrampCheckoutTitle,
  },
  RegisterAccountName: {
    tag: 'portico-register-account-name-view',
    load: () => import('../views/names/RegisterAccountNameView.js'),
    title: (l) => l.registerNameTitle,
  },
  RegisterAccountNameSuccess: {
    tag: 'portico-register-account-name-success-view',
    load: () => import('../views/names/RegisterAccountNameSuccessView.js'),
    title: (l) => l.registerNameSuccessTitle,
  },
  SIWXSignMessage: {
    tag: 'portico-siwx-sign-message-view',
    load: () => import('../views/siwx/SiwxSignMessageView.js'),
    title: (l) => l.siwxTitle,
  },
  EmailVerifyOtp: {
    tag: 'portico-email-verify-otp-view',
    load: () => import('../views/email/EmailVerifyOtpView.js'),
    title: (l) => l.emailVerifyTitle,
  },
  EmailVerifyDevice: {
    tag: 'portico-email-verify-device-view',
    load: () => import('../views/email/EmailVerifyDeviceView.js'),
    title: (l) => l.emailDeviceTitle,
  },
  EmbeddedWalletSetup: {
    tag: 'portico-embedded-wallet-setup-view',
    load: () => import('../views/embedded/EmbeddedWalletSetupView.js'),
    title: (l) => l.embeddedSetupTitle,
  },
  EmbeddedWalletPasskey: {
    tag: 'portico-embedded-wallet-passkey-view',
    load: () => import('../views/embedded/EmbeddedWalletPasskeyView.js'),
    title: (l) => l.passkeyTitle,
  },
  // The social logins' views: Connect offers them by `features.socials` and the wallet service's providers (see
  // views/social/offeredSocials.ts).
  ConnectSocials: {
    tag: 'portico-connect-socials-view',
    load: () => import('../views/social/ConnectSocialsView.js'),
    title: (l) => l.socialMoreTitle,
  },
  ConnectingSocial: {
    tag: 'portico-connecting-social-view',
    load: () => import('../views/social/ConnectingSocialView.js'),
    // The provider's brand name (the data's `name`, as ConnectingExternal's).
    title: (l, data) => (typeof data?.name === 'string' ? data.name : l.socialMoreTitle),
  },
  ConnectingFarcaster: {
    tag: 'portico-connecting-farcaster-view',
    load: () => import('../views/social/ConnectingFarcasterView.js'),
    // The brand name, as the providers' views show theirs (not translated).
    title: () => 'Farcaster',
  },
  ApproveTransaction: {
    tag: 'portico-approve-transaction-view',
    load: () => import('../views/embedded/ApproveTransactionView.js'),
    // wallet_showCallsStatus shows a status to read and close, not a request to approve.
    title: (l, data) => (data?.method === SHOW_CALLS_STATUS ? l.callsStatusTitle : l.approveTitle),
  },
  WalletSettings: {
    tag: 'portico-wallet-settings-view',
    load: () => import('../views/embedded/WalletSettingsView.js'),
    title: (l) => l.walletSettings,
  },
  EmbeddedWalletExport: {
    tag: 'portico-embedded-wallet-export-view',
    load: () => import('../views/embedded/EmbeddedWalletExportView.js'),
    title: (l) => l.exportPrivateKey,
  },
  EmbeddedWalletKit: {
    tag: 'portico-embedded-wallet-kit-view',
    load: () => import('../views/embedded/EmbeddedWalletKitView.js'),
    title: (l) => l.emergencyKit,
  },
  EmbeddedWalletPasskeys: {
    tag: 'portico-embedded-wallet-passkeys-view',
    load: () => import('../views/embedded/EmbeddedWalletPasskeysView.js'),
    title: (l) => l.passkeysSetting,
  },
  EmbeddedWalletLoginMethods: {
    tag: 'portico-embedded-wallet-login-methods-view',
    load: () => import('../views/embedded/EmbeddedWalletLoginMethodsView.js'),
    title: (l) => l.loginMethodsSetting,
  },
  UpdateEmail: {
    tag: 'portico-update-email-view',
    load: () => import('../views/email/UpdateEmailView.js'),
    // `{ add: true }`: a wallet without an address adds its first.
    title: (l, data) => (data?.add === true ? l.addEmail : l.updateEmailTitle),
  },
  UpdateEmailPrimaryOtp: {
    tag: 'portico-update-email-primary-otp-view',
    load: () => import('../views/email/UpdateEmailPrimaryOtpView.js'),
    title: (l) => l.updateEmailTitle,
  },
  UpdateEmailSecondaryOtp: {
    tag: 'portico-update-email-secondary-otp-view',
    load: () => import('../views/email/UpdateEmailSecondaryOtpView.js'),
    title: (l, data) => (data?.add === true ? l.addEmail : l.updateEmailTitle),
  },
} satisfies Record<ViewName, ViewEntry>
