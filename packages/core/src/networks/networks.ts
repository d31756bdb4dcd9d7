import { defineNetwork } from './defineNetwork.js'

// Well-known networks. RPC and explorer URLs are public endpoints: data only, nothing here fetches them.

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

export const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})

export const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})

export const arbitrum = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

export const optimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
})

export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
})

export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
})

export const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
})

export const kusama = defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: { http: ['https://kusama-rpc.polkadot.io'], webSocket: ['wss://kusama-rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
})

export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

/** Local devnet (anvil's default chain id and port). */
export const anvil = defineNetwork({
  id: 31337,
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

/** A second local devnet, for cross-chain and network-switch tests. */
export const anvilB = defineNetwork({
  id: 31338,
  name: 'Anvil B',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})
