export { type DefinedNetwork, defineNetwork, type NetworkInput } from './defineNetwork.js'
export {
  anvil,
  anvilB,
  arbitrum,
  base,
  bitcoin,
  bitcoinTestnet,
  kusama,
  mainnet,
  optimism,
  polkadot,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
} from './networks.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './types.js'
