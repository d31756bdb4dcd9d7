import { type Context, Hono } from 'hono'
import { blockInfo, blockStatus } from '../esplora/blockInfo.js'
import type { EsploraTx, Spend } from '../esplora/createAddressIndex.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { feeEstimates } from '../esplora/feeEstimates.js'
import { mempoolStats } from '../esplora/mempoolStats.js'
import { NodeRpcError, NodeUnavailableError } from '../esplora/nodeRpc.js'
import { readMempool } from '../esplora/readMempool.js'
import type { AddressInfo, TxStatus } from '../esplora/types.js'

export type EsploraRoutesParameters = {
  /** Bitcoin Core-compatible nodes by CAIP-2 id (`bip122:<genesis hash prefix>`), from `createUtxoNodes`. */
  nodes: ReadonlyMap<string, UtxoNode>
}

/** Errors Esplora answers as plain text with a status code. */
class EsploraError extends Error {
  constructor(
    readonly status: 400 | 404 | 502,
    message: string,
  ) {
    super(message)
  }
}

const TXID = /^[0-9a-fA-F]{64}$/
const HASH = TXID
const INTEGER = /^\d{1,10}$/
/** Esplora's page sizes of an address's transactions. */
const MEMPOOL_PAGE = 50
const CHAIN_PAGE = 25
const HEX = /^(?:[0-9a-fA-F]{2})+$/
const MAX_TX_HEX = 800_000 // 400 kB: a standard transaction's weight limit is 400,000 WU

/** An output's spending status as Esplora shows it (`/tx/:txid/outspend/:vout`). */
type Outspend = { spent: false } | ({ spent: true } & Spend)

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
  const networkOf = (c: Context) => {
    const id = c.req.param('network') ?? ''
    const found = nodes.get(id) ?? nodes.get(`bip122:${id}`)
    if (!found) throw new EsploraError(404, `Unknown network ${id}`)
    return found
  }

  /** The output script of an address valid on this node's chain. */
  const scriptOf = async (network: UtxoNode, address: string) => {
    const script = await network.scriptOf(address)
    if (!script) throw new EsploraError(400, 'Invalid Bitcoin address')
    return script
  }

  const scan = async (c: Context) => {
    const network = networkOf(c)
    const address = c.req.param('address') ?? ''
    return { address, ...(await network.scan(await scriptOf(network, address))) }
  }

  /**
   * An address's transactions, newest first: `all` is up to 50 mempool ones then up to 25 confirmed ones;
   * `chain` up to 25 confirmed ones after `after`; `mempool` up to 50 mempool ones.
   */
  const addressTxs = async (c: Context, which: 'all' | 'chain' | 'mempool', after?: string) => {
    const network = networkOf(c)
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

  /** A confirmed (indexed) or mempool transaction; 404 when the node has neither. */
  const findTx = async (network: UtxoNode, txid: string): Promise<EsploraTx> => {
    await network.index.sync()
    const confirmed = network.index.tx(txid)
    if (confirmed) return confirmed
    const mempool = await readMempool(network.rpc, network.mempool)
    const pending = mempool.some((tx) => tx.txid === txid)
      ? network.index.pending(mempool).find((tx) => tx.txid === txid)
      : undefined
    if (pending) return pending
    // Mined between the index walk and the mempool read.
    await network.index.sync()
    const mined = network.index.tx(txid)
    if (!mined) throw new EsploraError(404, 'Transaction not found')
    return mined
  }

  /** The spending status of every output of `tx`: a mined spend from the index, else one in the mempool. */
  const outspendsOf = async (network: UtxoNode, tx: EsploraTx): Promise<Outspend[]> => {
    const inMempool = new Map<string, Spend>()
    for (const pending of await readMempool(network.rpc, network.mempool)) {
      pending.vin.forEach((input, vin) => {
        if (input.txid !== undefined)
          inMempool.set(`${input.txid}:${input.vout}`, {
            txid: pending.txid,
            vin,
            status: { confirmed: false },
          })
      })
    }
    return tx.vout.map((_, n): Outspend => {
      const spend = network.index.spend(tx.txid, n) ?? inMempool.get(`${tx.txid}:${n}`)
      return spend ? { spent: true, ...spend } : { spent: false }
    })
  }

  const hashOf = (c: Context) => {
    const hash = c.req.param('hash') ?? ''
    if (!HASH.test(hash)) throw new EsploraError(400, 'Invalid block hash')
    return hash.toLowerCase()
  }

  const txidOf = (c: Context) => {
    const txid = c.req.param('txid') ?? ''
    if (!TXID.test(txid)) throw new EsploraError(400, 'Invalid transaction id')
    return txid.toLowerCase()
  }

  const app = new Hono({ strict: false })

  app.get('/:network/address/:address', async (c) => {
    const { address, chain, mempool } = await scan(c)
    return c.json({ address, chain_stats: chain, mempool_stats: mempool } satisfies AddressInfo)
  })

  app.get('/:network/address/:address/utxo', async (c) => c.json((await scan(c)).utxos))

  app.get('/:network/address/:address/txs', async (c) => c.json(await addressTxs(c, 'all')))

  app.get('/:network/address/:address/txs/chain', async (c) => c.json(await addressTxs(c, 'chain')))

  app.get('/:network/address/:address/txs/chain/:after', async (c) =>
    c.json(await addressTxs(c, 'chain', c.req.param('after').toLowerCase())),
  )

  app.get('/:network/address/:address/txs/mempool', async (c) => c.json(await addressTxs(c, 'mempool')))

  app.get('/:network/tx/:txid', async (c) => c.json(await findTx(networkOf(c), txidOf(c))))

  app.get('/:network/tx/:txid/outspends', async (c) => {
    const network = networkOf(c)
    return c.json(await outspendsOf(network, await findTx(network, txidOf(c))))
  })

  app.get('/:network/tx/:txid/outspend/:vout', async (c) => {
    const network = networkOf(c)
    const txid = txidOf(c)
    const vout = c.req.param('vout')
    if (!INTEGER.test(vout) || Number(vout) > 0xffffffff) throw new EsploraError(400, 'Invalid output index')
    const outspends = await outspendsOf(network, await findTx(network, txid))
    // An index past the last output is unspent, as Esplora answers it.
    return c.json(outspends[Number(vout)] ?? ({ spent: false } satisfies Outspend))
  })

  app.get('/:network/tx/:txid/status', async (c) => {
    const network = networkOf(c)
    const tx = await network.rpc
      .call<{ blockhash?: string }>('getrawtransaction', [txidOf(c), true])
      .catch(notFound('Transaction not found'))
    if (!tx.blockhash) return c.json({ confirmed: false } satisfies TxStatus)
    const block = await network.blocks.header(tx.blockhash)
    return c.json({
      confirmed: true,
      block_height: block.height,
      block_hash: block.hash,
      block_time: block.time,
    } satisfies TxStatus)
  })

  app.get('/:network/tx/:txid/hex', async (c) => {
    const network = networkOf(c)
    const hex = await network.rpc
      .call<string>('getrawtransaction', [txidOf(c), false])
      .catch(notFound('Transaction not found'))
    return c.text(hex)
  })

  app.get('/:network/tx/:txid/raw', async (c) => {
    const network = networkOf(c)
    const hex = await network.rpc
      .call<string>('getrawtransaction', [txidOf(c), false])
      .catch(notFound('Transaction not found'))
    return c.body(new Uint8Array(Buffer.from(hex, 'hex')), 200, {
      'content-type': 'application/octet-stream',
    })
  })

  app.get('/:network/fee-estimates', async (c) => {
    const network = networkOf(c)
    return c.json(await feeEstimates(network.rpc, network.config.fallbackFeeRate))
  })

  app.get('/:network/blocks/tip/height', async (c) => {
    const network = networkOf(c)
    return c.text(String(await network.rpc.call<number>('getblockcount')))
  })

  app.get('/:network/blocks/tip/hash', async (c) => {
    const network = networkOf(c)
    return c.text(await network.rpc.call<string>('getbestblockhash'))
  })

  app.get('/:network/block-height/:height', async (c) => {
    const network = networkOf(c)
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
    const network = networkOf(c)
    return c.json(await blockInfo(network.rpc, hashOf(c)).catch(notFound('Block not found')))
  })

  app.get('/:network/block/:hash/status', async (c) => {
    const network = networkOf(c)
    return c.json(await blockStatus(network.rpc, hashOf(c)).catch(notFound('Block not found')))
  })

  app.get('/:network/mempool', async (c) => c.json(await mempoolStats(networkOf(c).rpc)))

  app.get('/:network/mempool/txids', async (c) => {
    const network = networkOf(c)
    return c.json(await network.rpc.call<string[]>('getrawmempool'))
  })

  app.post('/:network/tx', async (c) => {
    const network = networkOf(c)
    const hex = (await c.req.text()).trim()
    if (hex.length > MAX_TX_HEX || !HEX.test(hex)) throw new EsploraError(400, 'Invalid transaction hex')
    try {
      return c.text(await network.rpc.call<string>('sendrawtransaction', [hex]))
    } catch (error) {
      if (!(error instanceof NodeRpcError)) throw error
      // Esplora's (electrs') wording, so clients that parse the node's code and reason keep working.
      const reason = JSON.stringify({ code: error.code, message: error.message })
      throw new EsploraError(400, `sendrawtransaction RPC error: ${reason}`)
    }
  })

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

/** Maps the node's "no such transaction / block" (-5) to a 404. */
const notFound =
  (message: string) =>
  (error: unknown): never => {
    if (error instanceof NodeRpcError && error.code === -5) throw new EsploraError(404, message)
    throw error
  }
