import type { NodeTx } from './createAddressIndex.js'
import type { BlockCache } from './createBlockCache.js'
import type { NodeRpc } from './nodeRpc.js'
import { readMempool } from './readMempool.js'
import { toSats } from './toSats.js'
import type { AddressStats, Utxo } from './types.js'

type ScanResult = {
  success: boolean
  unspents: { txid: string; vout: number; scriptPubKey: string; amount: number; height: number }[]
}

export type AddressScan = { utxos: Utxo[]; chain: AddressStats; mempool: AddressStats }

const emptyStats = (): AddressStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/**
 * The unspent outputs of one output script: confirmed ones from the UTXO set (`scantxoutset`), then the
 * mempool applied on top (its outputs to the script added, the outputs it spends removed). There is no
 * address history index, so `chain` counts the confirmed unspent outputs only: funded − spent is still
 * the balance, as Esplora clients compute it.
 */
export async function scanAddress(
  rpc: NodeRpc,
  blocks: BlockCache,
  mempoolCache: Map<string, NodeTx>,
  script: string,
): Promise<AddressScan> {
  const scan = await rpc.call<ScanResult>('scantxoutset', ['start', [`raw(${script})`]])
  const chain = emptyStats()
  const confirmed = new Map<string, Utxo>()
  const chainTxs = new Set<string>()
  const heights = [...new Set(scan.unspents.map((unspent) => unspent.height))]
  const blockAt = new Map(await Promise.all(heights.map(async (h) => [h, await blocks.atHeight(h)] as const)))
  for (const unspent of scan.unspents) {
    const block = blockAt.get(unspent.height)
    if (!block) continue
    const value = toSats(unspent.amount)
    confirmed.set(`${unspent.txid}:${unspent.vout}`, {
      txid: unspent.txid,
      vout: unspent.vout,
      value,
      status: { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time },
    })
    chain.funded_txo_count += 1
    chain.funded_txo_sum += value
    chainTxs.add(unspent.txid)
  }
  chain.tx_count = chainTxs.size

  const inMempool = await readMempool(rpc, mempoolCache)
  const mempool = emptyStats()
  const unconfirmed = new Map<string, Utxo>()
  const mempoolTxs = new Set<string>()
  for (const tx of inMempool) {
    for (const out of tx.vout) {
      if (out.scriptPubKey.hex !== script) continue
      const value = toSats(out.value)
      unconfirmed.set(`${tx.txid}:${out.n}`, {
        txid: tx.txid,
        vout: out.n,
        value,
        status: { confirmed: false },
      })
      mempool.funded_txo_count += 1
      mempool.funded_txo_sum += value
      mempoolTxs.add(tx.txid)
    }
  }
  for (const tx of inMempool) {
    for (const input of tx.vin) {
      const key = `${input.txid}:${input.vout}`
      const spent = confirmed.get(key) ?? unconfirmed.get(key)
      if (!spent) continue
      confirmed.delete(key)
      unconfirmed.delete(key)
      mempool.spent_txo_count += 1
      mempool.spent_txo_sum += spent.value
      mempoolTxs.add(tx.txid)
    }
  }
  mempool.tx_count = mempoolTxs.size
  return { utxos: [...confirmed.values(), ...unconfirmed.values()], chain, mempool }
}
