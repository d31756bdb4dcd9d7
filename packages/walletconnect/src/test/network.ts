import type { Network } from '@portico/core'

/** An EVM network for the connector's tests: chain `id`, its RPC on a closed port (nothing here calls it). */
export const evmNetwork = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
