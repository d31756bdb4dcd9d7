// The Solana test wallet: keypair-backed, Wallet Standard solana features, the same approve/reject prompt.
export { createSolanaDevWallet, SOLANA_FEATURES, type SolanaDevWallet } from './createSolanaDevWallet.js'
export { solanaDevSeed, toKeypair } from './keys.js'
export type { SolanaCommitment, SolanaDevWalletOptions } from './types.js'
