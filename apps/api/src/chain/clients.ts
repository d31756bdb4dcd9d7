import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config.js'

/** One viem public client per configured eip155 chain, batching reads through its Multicall3 when known. */
export function createChainClients(chains: readonly ChainConfig[]) {
  const clients = new Map<string, PublicClient>()
  for (const chain of chains) {
    const [namespace, reference] = chain.caipNetworkId.split(':')
    if (namespace !== 'eip155' || !reference) continue
    const definition = defineChain({
      id: Number(reference),
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      ...(chain.multicall
        ? { contracts: { multicall3: { address: chain.multicall as `0x${string}` } } }
        : {}),
    })
    clients.set(
      chain.caipNetworkId,
      createPublicClient({
        chain: definition,
        transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 2 }),
      }),
    )
  }
  return {
    get: (caipNetworkId: string) => clients.get(caipNetworkId),
    chain: (caipNetworkId: string) => chains.find((c) => c.caipNetworkId === caipNetworkId),
    eip155: () => chains.filter((c) => clients.has(c.caipNetworkId)),
  }
}

export type ChainClients = ReturnType<typeof createChainClients>
