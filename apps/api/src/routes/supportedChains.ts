import { Hono } from 'hono'
import type { AccountReaders } from '../accounts/AccountReader.js'
import type { ApiConfig } from '../config.js'

/**
 * GET /v1/supported-chains: the CAIP-2 ids served over HTTP and over WebSocket, and `history`: those whose
 * account history the history route serves (a kit hides or explains history elsewhere, never fails on it).
 */
export function supportedChainsRoutes(config: ApiConfig, readers: AccountReaders) {
  const http = [
    ...config.chains.map((chain) => chain.caipNetworkId),
    ...config.bitcoinNodes.map((node) => node.caipNetworkId),
    ...config.solanaNodes.map((node) => node.caipNetworkId),
  ]
  const history = http.filter((id) => {
    const namespace = id.split(':')[0] as keyof AccountReaders
    return readers[namespace]?.history !== undefined
  })
  return new Hono().get('/supported-chains', (c) =>
    c.json({
      http,
      ws: config.chains.filter((chain) => chain.wsUrl).map((chain) => chain.caipNetworkId),
      history,
    }),
  )
}
