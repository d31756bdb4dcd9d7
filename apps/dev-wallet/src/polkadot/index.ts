// The Polkadot test wallet: a keyring-backed polkadot-js-compatible injected extension, the same prompt.
export { createPolkadotDevWallet, type PolkadotDevWallet } from './createPolkadotDevWallet.js'
export { injectPolkadotDevWallet } from './inject.js'
export { polkadotDevAccounts } from './keys.js'
export type {
  Injected,
  InjectedAccount,
  InjectedAccounts,
  InjectedSigner,
  InjectedWindowProvider,
  PolkadotDevWalletOptions,
  SignerPayloadJSON,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'
