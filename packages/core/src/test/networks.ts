import type { Network } from '../networks/types.js'

const evm = (id: number, name: string, testnet = false): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  testnet,
})

export const chainA = evm(31337, 'Local A')
export const chainB = evm(31338, 'Local B')
export const sepoliaLike = evm(11155111, 'Sepolia', true)
export const solanaLocal: Network = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}
