import { Hono } from 'hono'
import type { ApiConfig } from '../config.js'

/** GET /v1/supported-chains: the CAIP-2 ids served over HTTP and over WebSocket. */
export function supportedChainsRoutes(config: ApiConfig) {
  return new Hono().get('/supported-chains', (c) =>
    c.json({
      http: [
        ...config.chains.map((chain) => chain.caipNetworkId),
        ...config.bitcoinNodes.map((node) => node.caipNetworkId),
        ...config.solanaNodes.map((node) => node.caipNetworkId),
      ],
      ws: config.chains.filter((chain) => chain.wsUrl).map((chain) => chain.caipNetworkId),
    }),
  )
}
