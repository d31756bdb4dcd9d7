import type { Hono } from 'hono'
import type { EsploraTx, Spend } from '../../esplora/createAddressIndex.js'
import type { UtxoNode } from '../../esplora/createUtxoNodes.js'
import { NodeRpcError } from '../../esplora/nodeRpc.js'
import { readMempool } from '../../esplora/readMempool.js'
import type { TxStatus } from '../../esplora/types.js'
import { EsploraError, INTEGER, type Nodes, networkOf, notFound, txidOf } from './params.js'

const HEX = /^(?:[0-9a-fA-F]{2})+$/
const MAX_TX_HEX = 800_000 // 400 kB: a standard transaction's weight limit is 400,000 WU

/** An output's spending status as Esplora shows it (`/tx/:txid/outspend/:vout`). */
type Outspend = { spent: false } | ({ spent: true } & Spend)

/** A confirmed (indexed) or mempool transaction; 404 when the node has neither. */
async function findTx(network: UtxoNode, txid: string): Promise<EsploraTx> {
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
async function outspendsOf(network: UtxoNode, tx: EsploraTx): Promise<Outspend[]> {
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

/** The node's raw transaction as hex; 404 when it has none. */
const rawTx = (network: UtxoNode, txid: string) =>
  network.rpc.call<string>('getrawtransaction', [txid, false]).catch(notFound('Transaction not found'))

/** `/tx/{txid}`, its `/status|hex|raw|outspends` and `/outspend/{vout}`, and `POST /tx` (broadcast). */
export function txRoutes(app: Hono, nodes: Nodes) {
  app.get('/:network/tx/:txid', async (c) => c.json(await findTx(networkOf(nodes, c), txidOf(c))))

  app.get('/:network/tx/:txid/outspends', async (c) => {
    const network = networkOf(nodes, c)
    return c.json(await outspendsOf(network, await findTx(network, txidOf(c))))
  })

  app.get('/:network/tx/:txid/outspend/:vout', async (c) => {
    const network = networkOf(nodes, c)
    const txid = txidOf(c)
    const vout = c.req.param('vout')
    if (!INTEGER.test(vout) || Number(vout) > 0xffffffff) throw new EsploraError(400, 'Invalid output index')
    const outspends = await outspendsOf(network, await findTx(network, txid))
    // An index past the last output is unspent, as Esplora answers it.
    return c.json(outspends[Number(vout)] ?? ({ spent: false } satisfies Outspend))
  })

  app.get('/:network/tx/:txid/status', async (c) => {
    const network = networkOf(nodes, c)
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

  app.get('/:network/tx/:txid/hex', async (c) => c.text(await rawTx(networkOf(nodes, c), txidOf(c))))

  app.get('/:network/tx/:txid/raw', async (c) => {
    const hex = await rawTx(networkOf(nodes, c), txidOf(c))
    return c.body(new Uint8Array(Buffer.from(hex, 'hex')), 200, {
      'content-type': 'application/octet-stream',
    })
  })

  app.post('/:network/tx', async (c) => {
    const network = networkOf(nodes, c)
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
}
