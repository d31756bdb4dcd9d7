import type { Context, Hono } from 'hono'
import type { EsploraTx } from '../../esplora/createAddressIndex.js'
import type { UtxoNode } from '../../esplora/createUtxoNodes.js'
import { readMempool } from '../../esplora/readMempool.js'
import type { AddressInfo } from '../../esplora/types.js'
import { EsploraError, type Nodes, networkOf } from './params.js'

/** Esplora's page sizes of an address's transactions. */
const MEMPOOL_PAGE = 50
const CHAIN_PAGE = 25

/** The output script of an address valid on this node's chain. */
async function scriptOf(network: UtxoNode, address: string) {
  const script = await network.scriptOf(address)
  if (!script) throw new EsploraError(400, 'Invalid Bitcoin address')
  return script
}

async function scan(nodes: Nodes, c: Context) {
  const network = networkOf(nodes, c)
  const address = c.req.param('address') ?? ''
  return { address, ...(await network.scan(await scriptOf(network, address))) }
}

/**
 * An address's transactions, newest first: `all` is up to 50 mempool ones then up to 25 confirmed ones;
 * `chain` up to 25 confirmed ones after `after`; `mempool` up to 50 mempool ones.
 */
async function addressTxs(nodes: Nodes, c: Context, which: 'all' | 'chain' | 'mempool', after?: string) {
  const network = networkOf(nodes, c)
  const script = await scriptOf(network, c.req.param('address') ?? '')
  await network.index.sync()
  let chain: EsploraTx[] = []
  if (which !== 'mempool') {
    const confirmed = network.index.confirmed(script)
    const start = after ? confirmed.findIndex((tx) => tx.txid === after) + 1 : 0
    if (after && start === 0) throw new EsploraError(400, 'Unknown last seen transaction')
    chain = confirmed.slice(start, start + CHAIN_PAGE)
  }
  if (which === 'chain') return chain
  const pending = network.index.unconfirmed(script, await readMempool(network.rpc, network.mempool))
  return [...pending.slice(0, MEMPOOL_PAGE), ...chain]
}

/** `/address/{address}`, its `/utxo`, and its `/txs`, `/txs/chain[/{last seen txid}]`, `/txs/mempool`. */
export function addressRoutes(app: Hono, nodes: Nodes) {
  app.get('/:network/address/:address', async (c) => {
    const { address, chain, mempool } = await scan(nodes, c)
    return c.json({ address, chain_stats: chain, mempool_stats: mempool } satisfies AddressInfo)
  })

  app.get('/:network/address/:address/utxo', async (c) => c.json((await scan(nodes, c)).utxos))

  app.get('/:network/address/:address/txs', async (c) => c.json(await addressTxs(nodes, c, 'all')))

  app.get('/:network/address/:address/txs/chain', async (c) => c.json(await addressTxs(nodes, c, 'chain')))

  app.get('/:network/address/:address/txs/chain/:after', async (c) =>
    c.json(await addressTxs(nodes, c, 'chain', c.req.param('after').toLowerCase())),
  )

  app.get('/:network/address/:address/txs/mempool', async (c) =>
    c.json(await addressTxs(nodes, c, 'mempool')),
  )
}
