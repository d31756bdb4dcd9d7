import type { Network } from '@portico/core'

/** Wallet Standard cluster names of the well-known genesis references. */
const clusters: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id to hand a Wallet Standard wallet for `network`: its CAIP-2 id when the wallet lists it,
 * else the cluster name (`solana:mainnet`, ...) when the wallet lists that, else undefined.
 */
export function walletChainOf(network: Network, walletChains: readonly string[]): string | undefined {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId
  const cluster = clusters[String(network.id)]
  return cluster && walletChains.includes(cluster) ? cluster : undefined
}
