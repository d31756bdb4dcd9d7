// The WalletConnect test wallet: a page on its own origin acting as a phone wallet (see README).
export { anvilPrivateKey1 } from './keys.js'
export { startWalletConnectWallet, walletPageConfig } from './startWalletConnectWallet.js'
export type {
  StartWalletConnectWalletOptions,
  WalletConnectWallet,
  WalletConnectWalletChain,
} from './types.js'
