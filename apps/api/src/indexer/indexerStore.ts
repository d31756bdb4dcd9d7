import type { Database } from '../db/database.js'
import type { IndexedTransaction } from './decodeBlock.js'

/** A connection the indexer writes through (the leader's own session, or the pool). */
export type IndexerConnection = Pick<Database, 'query' | 'exec'>

/** The last indexed block of a chain, or undefined before its first block. */
export const readCursor = async (db: IndexerConnection, chainId: string) =>
  (
    await db.query<{ block_number: string; block_hash: string }>(
      'select block_number, block_hash from indexer_cursors where chain_id = $1',
      [chainId],
    )
  )[0]

export async function writeCursor(
  db: IndexerConnection,
  chainId: string,
  blockNumber: bigint,
  blockHash: string,
) {
  await db.query(
    `insert into indexer_cursors (chain_id, block_number, block_hash) values ($1, $2, $3)
     on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash`,
    [chainId, blockNumber.toString(), blockHash],
  )
}

/** Drops everything indexed of a chain, so it is indexed again from block 0. */
export async function forgetChain(db: IndexerConnection, chainId: string) {
  await db.query('delete from chain_transfers where chain_id = $1', [chainId])
  await db.query('delete from chain_transactions where chain_id = $1', [chainId])
  await db.query('delete from indexer_cursors where chain_id = $1', [chainId])
}

/** Stores one transaction and its transfers; storing one again changes nothing. */
export async function storeTransaction(db: IndexerConnection, chainId: string, tx: IndexedTransaction) {
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
