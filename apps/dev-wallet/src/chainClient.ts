import { createWalletClient, defineChain, http, type LocalAccount, type WalletClient } from 'viem'
import type { DevWalletChain } from './types.js'

/** A viem wallet client for one chain: the local account, an http transport to the chain's RPC, no retries. */
export function createChainClient(chain: DevWalletChain, account: LocalAccount): WalletClient {
  return createWalletClient({
    account,
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
}
