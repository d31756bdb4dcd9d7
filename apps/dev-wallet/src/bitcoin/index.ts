// The Bitcoin test wallet: key-backed, Wallet Standard bitcoin features, the same approve/reject prompt.
export { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet.js'
export { bitcoinDevPrivateKey } from './keys.js'
export { createSatsConnectProvider, type SatsConnectDevProvider } from './satsConnectProvider.js'
export type {
  BitcoinDevWalletAccount,
  BitcoinDevWalletOptions,
  BitcoinJsNetwork,
  BitcoinMessageProtocol,
} from './types.js'
