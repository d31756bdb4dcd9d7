import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { decodeBlock, type IndexedTransaction } from './decodeBlock.js'

export type Indexer = {
  /** Indexes up to `maxBlocks` new blocks of one chain; returns how many it indexed. */
  syncOnce(caipNetworkId: string, maxBlocks?: number): Promise<number>
  start(): void
  stop(): Promise<void>
}

/**
 * Follows every eip155 chain: blocks, native transfers, ERC20/ERC721 Transfer logs and AMM swaps, stored so
 * that a restart resumes where it stopped and catches up. A chain reset under a kept database is detected
 * by the stored block hash and indexed again from zero.
 */
export function createIndexer({
  db,
  clients,
  intervalMs = 1_000,
  onError = (error) => console.error('[indexer]', error),
}: {
  db: Database
  clients: ChainClients
  intervalMs?: number
  onError?: (error: unknown) => void
}): Indexer {
  let stopped = true
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const inFlight = new Map<string, Promise<number>>()

  const readCursor = async (chainId: string) =>
    (
      await db.query<{ block_number: string; block_hash: string }>(
        'select block_number, block_hash from indexer_cursors where chain_id = $1',
        [chainId],
      )
    )[0]

  const forgetChain = async (chainId: string) => {
    await db.query('delete from chain_transfers where chain_id = $1', [chainId])
    await db.query('delete from chain_transactions where chain_id = $1', [chainId])
    await db.query('delete from indexer_cursors where chain_id = $1', [chainId])
  }

  const store = async (chainId: string, tx: IndexedTransaction) => {
    await db.query(
      `insert into chain_transactions (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, status, is_swap)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [
        chainId,
        tx.hash,
        tx.blockNumber.toString(),
        tx.txIndex,
        tx.minedAt.toISOString(),
        tx.from,
        tx.to ?? null,
        tx.status,
        tx.isSwap,
      ],
    )
    for (const [position, t] of tx.transfers.entries()) {
      await db.query(
        `insert into chain_transfers (chain_id, hash, position, kind, token_address, token_id, from_address, to_address, amount)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
        [
          chainId,
          tx.hash,
          position,
          t.kind,
          t.tokenAddress ?? null,
          t.tokenId ?? null,
          t.from,
          t.to,
          t.amount.toString(),
        ],
      )
    }
  }

  const sync = async (chainId: string, maxBlocks = 200): Promise<number> => {
    const client = clients.get(chainId)
    if (!client) return 0
    let cursor = await readCursor(chainId)
    if (cursor) {
      const known = await client.getBlock({ blockNumber: BigInt(cursor.block_number) }).catch(() => undefined)
      if (known?.hash !== cursor.block_hash) {
        await forgetChain(chainId)
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
      for (const tx of decodeBlock(block, receipts)) await store(chainId, tx)
      await db.query(
        `insert into indexer_cursors (chain_id, block_number, block_hash) values ($1, $2, $3)
         on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash`,
        [chainId, n.toString(), block.hash],
      )
      indexed++
    }
    return indexed
  }

  const syncOnce = (chainId: string, maxBlocks?: number) => {
    // One sync per chain at a time: a second caller waits for the running one, then runs.
    const previous = inFlight.get(chainId) ?? Promise.resolve(0)
    const next = previous.catch(() => 0).then(() => sync(chainId, maxBlocks))
    inFlight.set(chainId, next)
    return next
  }

  const loop = (chainId: string) => {
    if (stopped) return
    const timer = setTimeout(async () => {
      timers.delete(timer)
      try {
        await syncOnce(chainId)
      } catch (error) {
        onError(error)
      }
      loop(chainId)
    }, intervalMs)
    timers.add(timer)
  }

  return {
    syncOnce,
    start() {
      if (!stopped) return
      stopped = false
      for (const chain of clients.eip155()) loop(chain.caipNetworkId)
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled(inFlight.values())
    },
  }
}
