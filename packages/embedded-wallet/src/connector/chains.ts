import type { CaipNetworkId } from '@portico/core'

/** CAIP-10 accounts: each address on each chain. */
export function caipAccounts(chains: readonly CaipNetworkId[], addresses: readonly string[]): string[] {
  return chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`))
}

/** How the frame names a chain: the eip155 number, or the CAIP-2 id elsewhere. */
export function frameChainId(caipNetworkId: CaipNetworkId): string | number {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : caipNetworkId
}
