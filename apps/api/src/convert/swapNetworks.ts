import { HTTPException } from 'hono/http-exception'

/**
 * The eip155 networks swaps are offered on: twelve mainnets a swap aggregator is expected to cover, and the
 * local devnet chains. A chain the API serves but that is not listed here has no swaps, AMM or not; a listed
 * chain swaps only where the API's config gives it an AMM.
 */
export const SWAP_NETWORKS: readonly `eip155:${number}`[] = [
  'eip155:1', // Ethereum
  'eip155:10', // OP Mainnet
  'eip155:56', // BNB Smart Chain
  'eip155:100', // Gnosis
  'eip155:137', // Polygon PoS
  'eip155:324', // zkSync Era
  'eip155:8453', // Base
  'eip155:42161', // Arbitrum One
  'eip155:43114', // Avalanche C-Chain
  'eip155:59144', // Linea
  'eip155:534352', // Scroll
  'eip155:42220', // Celo
  'eip155:31337', // Portico devnet
  'eip155:31338', // Portico devnet, second chain
]

/** The code of the 400 a swap request for a network outside `SWAP_NETWORKS` (or without an AMM here) answers. */
export const UNSUPPORTED_SWAP_NETWORK = 'UNSUPPORTED_NETWORK'

export const isSwapNetwork = (caipNetworkId: string): boolean =>
  (SWAP_NETWORKS as readonly string[]).includes(caipNetworkId)

/**
 * The 400 of a swap request on a network without swaps: `{ code: 'UNSUPPORTED_NETWORK', message: 'Network not
 * supported for Swaps: <id>', field }`, the field naming the input that carried the network.
 */
export function unsupportedSwapNetwork(caipNetworkId: string, field: string): HTTPException {
  const body = {
    code: UNSUPPORTED_SWAP_NETWORK,
    message: `Network not supported for Swaps: ${caipNetworkId}`,
    field,
  }
  return new HTTPException(400, { res: Response.json(body, { status: 400 }) })
}
