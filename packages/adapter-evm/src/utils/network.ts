import { type CaipNetworkId, formatCaipNetworkId, type Network, RpcUrlRequiredError } from '@portico/core'
import { type Chain, defineChain } from 'viem'

/** The numeric eip155 chain id of a network. */
export function chainIdOf(network: Network): number {
  return Number(network.id)
}

/** `eip155:<id>` from a chain id as a number or an EIP-1193 hex string. */
export function toCaipNetworkId(chainId: number | string): CaipNetworkId {
  return formatCaipNetworkId({ namespace: 'eip155', reference: Number(chainId) })
}

/**
 * The network's HTTP RPC URLs (its own `default` list, then `chainDefault`), each checked.
 * Throws core's `RpcUrlRequiredError` ('A valid URL is required') when there is none or one is invalid.
 */
export function getRpcUrls(network: Network, which: 'default' | 'chainDefault' = 'default'): string[] {
  const { default: defaults, chainDefault } = network.rpcUrls
  const urls = which === 'chainDefault' ? (chainDefault ?? defaults).http : defaults.http
  if (urls.length === 0) throw new RpcUrlRequiredError({ details: `${network.name} has no RPC URL` })
  for (const url of urls) {
    let protocol: string | undefined
    try {
      protocol = new URL(url).protocol
    } catch {}
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new RpcUrlRequiredError({ details: `${JSON.stringify(url)} is not a valid http(s) URL` })
    }
  }
  return [...urls]
}

/** A viem chain for a Portico network. */
export function toViemChain(network: Network): Chain {
  const explorer = network.blockExplorers?.default
  return defineChain({
    id: chainIdOf(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: getRpcUrls(network) } },
    ...(explorer && { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    ...(network.testnet !== undefined && { testnet: network.testnet }),
  })
}
