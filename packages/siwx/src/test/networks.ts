import type { Network } from '@portico/core'

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
