import { type Chain, defineChain } from 'viem'
import { MULTICALL3_ADDRESS } from './multicall3.js'

/** A viem chain for one devnet chain (with Multicall3, so viem's multicall and batching work). */
export function devnetChain(chain: { chainId: number; rpcUrl: string; wsUrl?: string }): Chain {
  return defineChain({
    id: chain.chainId,
    name: `Portico Devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl], ...(chain.wsUrl ? { webSocket: [chain.wsUrl] } : {}) } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  })
}
