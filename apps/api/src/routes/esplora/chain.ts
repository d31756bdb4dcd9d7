import type { Hono } from 'hono'
import { blockInfo, blockStatus } from '../../esplora/blockInfo.js'
import { feeEstimates } from '../../esplora/feeEstimates.js'
import { mempoolStats } from '../../esplora/mempoolStats.js'
import { NodeRpcError } from '../../esplora/nodeRpc.js'
import { EsploraError, hashOf, INTEGER, type Nodes, networkOf, notFound } from './params.js'

/**
 * The chain and mempool: `/blocks/tip/height|hash`, `/block-height/{height}`, `/block/{hash}`,
 * `/block/{hash}/status`, `/mempool`, `/mempool/txids` and `/fee-estimates`.
 */
export function chainRoutes(app: Hono, nodes: Nodes) {
  app.get('/:network/fee-estimates', async (c) => {
    const network = networkOf(nodes, c)
    return c.json(await feeEstimates(network.rpc, network.config.fallbackFeeRate))
  })

  app.get('/:network/blocks/tip/height', async (c) => {
    const network = networkOf(nodes, c)
    return c.text(String(await network.rpc.call<number>('getblockcount')))
  })

  app.get('/:network/blocks/tip/hash', async (c) => {
    const network = networkOf(nodes, c)
    return c.text(await network.rpc.call<string>('getbestblockhash'))
  })

  app.get('/:network/block-height/:height', async (c) => {
    const network = networkOf(nodes, c)
    const height = c.req.param('height')
    if (!INTEGER.test(height)) throw new EsploraError(400, 'Invalid block height')
    const hash = await network.rpc.call<string>('getblockhash', [Number(height)]).catch((error: unknown) => {
      // -8: out of range (above the tip).
      if (error instanceof NodeRpcError && error.code === -8) throw new EsploraError(404, 'Block not found')
      throw error
    })
    return c.text(hash)
  })

  app.get('/:network/block/:hash', async (c) => {
    const network = networkOf(nodes, c)
    return c.json(await blockInfo(network.rpc, hashOf(c)).catch(notFound('Block not found')))
  })

  app.get('/:network/block/:hash/status', async (c) => {
    const network = networkOf(nodes, c)
    return c.json(await blockStatus(network.rpc, hashOf(c)).catch(notFound('Block not found')))
  })

  app.get('/:network/mempool', async (c) => c.json(await mempoolStats(networkOf(nodes, c).rpc)))

  app.get('/:network/mempool/txids', async (c) => {
    const network = networkOf(nodes, c)
    return c.json(await network.rpc.call<string[]>('getrawmempool'))
  })
}
