import { Hono } from 'hono'
import type { ApiConfig } from '../config.js'

/** GET /v1/supported-chains: the CAIP-2 ids served over HTTP and over WebSocket. */
export function supportedChainsRoutes(config: ApiConfig) {
  return new Hono().get('/supported-chains', (c) =>
    c.json({
      http: [...config.chains, ...config.solanaNodes].map((chain) => chain.caipNetworkId),
      ws: config.chains.filter((chain) => chain.wsUrl).map((chain) => chain.caipNetworkId),
    }),
  )
}
