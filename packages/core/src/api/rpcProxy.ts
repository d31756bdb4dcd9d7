import type { Network } from '../networks/types.js'

/**
 * The well-known EVM chains whose RPC the blockchain API proxies (`/v1/?chainId=&projectId=`): Ethereum,
 * Sepolia, Base, Polygon, Arbitrum One and OP Mainnet. Other chains (a local devnet, an app's own chain) keep
 * their own RPC URLs.
 */
export const RPC_PROXY_CHAIN_IDS: readonly number[] = [1, 11155111, 8453, 137, 42161, 10]

/** Whether the adapters read `network` through the API's RPC proxy when an API is configured. */
export function isRpcProxyChain(network: Network): boolean {
  return network.chainNamespace === 'eip155' && RPC_PROXY_CHAIN_IDS.includes(Number(network.id))
}
