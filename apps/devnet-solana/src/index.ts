export { BLOCKHASH_VALIDITY, type Chain, createChain, LAMPORTS_PER_SIGNATURE } from './chain.js'
export { deterministicKeypair, testKeypair } from './keys.js'
export { DEVNET_TOKEN, devnetGenesisHash, startSolanaDevnet } from './startSolanaDevnet.js'
export type {
  SolanaDevnet,
  SolanaDevnetAccount,
  SolanaDevnetMint,
  StartSolanaDevnetOptions,
} from './types.js'
