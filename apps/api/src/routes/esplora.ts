import { Hono } from 'hono'
import { NodeRpcError, NodeUnavailableError } from '../esplora/nodeRpc.js'
import { addressRoutes } from './esplora/address.js'
import { chainRoutes } from './esplora/chain.js'
import { EsploraError, type Nodes } from './esplora/params.js'
import { txRoutes } from './esplora/tx.js'

export type EsploraRoutesParameters = {
  /** Bitcoin Core-compatible nodes by CAIP-2 id (`bip122:<genesis hash prefix>`), from `createUtxoNodes`. */
  nodes: Nodes
}

/**
 * Esplora-compatible routes backed by a node's RPC, one set per configured network, under `/{network}`:
 * `/tx/{txid}`, `/tx/{txid}/status|hex|raw|outspends`, `/tx/{txid}/outspend/{vout}`, `POST /tx`;
 * `/address/{address}`, `/address/{address}/utxo`, `/address/{address}/txs`,
 * `/address/{address}/txs/chain[/{last seen txid}]`, `/address/{address}/txs/mempool`;
 * `/blocks/tip/height|hash`, `/block-height/{height}`, `/block/{hash}`, `/block/{hash}/status`;
 * `/mempool`, `/mempool/txids` and `/fee-estimates`. `{network}` is the CAIP-2 id or its reference.
 * Mount it under `/esplora`; a client's base URL is then `<api>/esplora/<caipNetworkId>`.
 */
export function esploraRoutes({ nodes }: EsploraRoutesParameters) {
  const app = new Hono({ strict: false })
  addressRoutes(app, nodes)
  txRoutes(app, nodes)
  chainRoutes(app, nodes)
  app.notFound((c) => c.text('Not found', 404))
  app.onError((error, c) => {
    if (error instanceof EsploraError) return c.text(error.message, error.status)
    if (error instanceof NodeUnavailableError) {
      // The reason names the node's host and port: logged, never answered.
      console.error('[api esplora]', c.req.method, c.req.path, error)
      return c.text('Upstream node unavailable', 502)
    }
    if (error instanceof NodeRpcError) return c.text(`${error.method} RPC error: ${error.message}`, 502)
    console.error('[api esplora]', c.req.method, c.req.path, error)
    return c.text('Internal error', 500)
  })
  return app
}
