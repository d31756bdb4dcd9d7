import type { NodeTx } from './createAddressIndex.js'
import type { NodeRpc } from './nodeRpc.js'

/**
 * Every mempool transaction, each decoded once and remembered in `cache` (transactions do not change);
 * those that left the mempool are forgotten.
 */
export async function readMempool(rpc: NodeRpc, cache: Map<string, NodeTx>): Promise<NodeTx[]> {
  const txids = await rpc.call<string[]>('getrawmempool')
  const missing = txids.filter((txid) => !cache.has(txid))
  const fetched = await rpc.batch<NodeTx>(
    missing.map((txid) => ({ method: 'getrawtransaction', params: [txid, true] })),
  )
  for (const result of fetched) if (result.status === 'fulfilled') cache.set(result.value.txid, result.value)
  const current = new Set(txids)
  for (const cached of cache.keys()) if (!current.has(cached)) cache.delete(cached)
  return txids.map((txid) => cache.get(txid)).filter((tx) => tx !== undefined)
}
