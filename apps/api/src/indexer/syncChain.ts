import type { ChainClients } from '../chain/clients.js'
import { decodeBlock } from './decodeBlock.js'
import {
  forgetChain,
  type IndexerConnection,
  readCursor,
  storeTransaction,
  writeCursor,
} from './indexerStore.js'

/**
 * Indexes up to `maxBlocks` blocks of one chain after its stored cursor; returns how many it indexed. A stored
 * block hash the chain no longer has (the chain was reset) starts the chain over from block 0.
 */
export async function syncChain(
  db: IndexerConnection,
  clients: ChainClients,
  chainId: string,
  maxBlocks = 200,
): Promise<number> {
  const client = clients.get(chainId)
  if (!client) return 0
  let cursor = await readCursor(db, chainId)
  if (cursor) {
    const known = await client.getBlock({ blockNumber: BigInt(cursor.block_number) }).catch(() => undefined)
    if (known?.hash !== cursor.block_hash) {
      await forgetChain(db, chainId)
      cursor = undefined
    }
  }
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const from = cursor ? BigInt(cursor.block_number) + 1n : 0n
  let indexed = 0
  for (let n = from; n <= latest && indexed < maxBlocks; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    const receipts = await Promise.all(
      block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    )
    for (const tx of decodeBlock(block, receipts)) await storeTransaction(db, chainId, tx)
    await writeCursor(db, chainId, n, block.hash)
    indexed++
  }
  return indexed
}
