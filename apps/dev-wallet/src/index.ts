export {
  type BitcoinDevWallet,
  type BitcoinDevWalletOptions,
  bitcoinDevPrivateKey,
  createBitcoinDevWallet,
  createSatsConnectProvider,
} from './bitcoin/index.js'
export { anvilPrivateKey, createDevWallet } from './createDevWallet.js'
export { ProviderRpcError } from './errors.js'
export { icon } from './icon.js'
export {
  createPolkadotDevWallet,
  type InjectedWindowProvider,
  injectPolkadotDevWallet,
  type PolkadotDevWallet,
  type PolkadotDevWalletOptions,
  polkadotDevAccounts,
} from './polkadot/index.js'
export {
  createSolanaDevWallet,
  SOLANA_FEATURES,
  type SolanaCommitment,
  type SolanaDevWallet,
  type SolanaDevWalletOptions,
  solanaDevSeed,
} from './solana/index.js'

export type {
  DevWallet,
  DevWalletChain,
  DevWalletEip7702,
  DevWalletOptions,
  DevWalletPolicy,
  DevWalletRequest,
  DevWalletSmartAccount,
  EIP1193Provider,
  EIP6963ProviderInfo,
} from './types.js'
