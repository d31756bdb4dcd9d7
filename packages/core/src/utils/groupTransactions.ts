import type { Transaction } from './transactionTypes.js'

/** History groups: UTC year → UTC month (0-11) → transactions, newest first. */
export type TransactionsByYear<T extends Transaction = Transaction> = Record<number, Record<number, T[]>>

export type GroupTransactionsOptions<T extends Transaction = Transaction> = {
  /** Groups built from earlier pages; not mutated. */
  existing?: TransactionsByYear<T> | undefined
  /** Active chain (CAIP-2 id); when given, transactions of other chains are dropped. */
  chain?: string | undefined
}

/** True when a transaction has transfers and every one of them is a spam NFT. */
export function isSpamOnlyTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

function* flatten<T extends Transaction>(groups: TransactionsByYear<T>): Generator<T> {
  for (const months of Object.values(groups)) {
    for (const transactions of Object.values(months)) yield* transactions
  }
}

/**
 * Merges a page of history into year/month groups:
 * - drops transactions whose transfers are all spam NFTs (one without transfers is kept);
 * - keeps only `chain` when given;
 * - a transaction whose id is already grouped replaces the old entry. Ids are unique across all groups, not just
 *   within a month, so a transaction whose minedAt changed between fetches moves instead of appearing twice;
 * - sorts each month newest first by minedAt (ties keep their existing/page order).
 * The rules apply to `existing` too, so the result never holds a dropped transaction. Transactions whose minedAt
 * is not a valid date cannot be placed and are left out.
 * Year and month are taken in UTC so grouping does not depend on the runtime's timezone.
 */
export function groupTransactions<T extends Transaction>(
  transactions: readonly T[],
  options: GroupTransactionsOptions<T> = {},
): TransactionsByYear<T> {
  const { existing = {}, chain } = options
  // Map.set on a known id keeps its first position, so re-merging a page leaves the order unchanged.
  const byId = new Map<string, T>()
  for (const transaction of flatten(existing)) byId.set(transaction.id, transaction)
  for (const transaction of transactions) byId.set(transaction.id, transaction)

  const buckets = new Map<number, Map<number, { transaction: T; time: number }[]>>()
  for (const transaction of byId.values()) {
    if (isSpamOnlyTransaction(transaction)) continue
    if (chain !== undefined && transaction.metadata.chain !== chain) continue
    const time = Date.parse(transaction.metadata.minedAt)
    if (Number.isNaN(time)) continue
    const date = new Date(time)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const months = buckets.get(year) ?? new Map<number, { transaction: T; time: number }[]>()
    buckets.set(year, months)
    const entries = months.get(month) ?? []
    months.set(month, entries)
    entries.push({ transaction, time })
  }

  const result: TransactionsByYear<T> = {}
  for (const [year, months] of buckets) {
    const yearGroup: Record<number, T[]> = {}
    for (const [month, entries] of months) {
      // Array#sort is stable, so equal timestamps keep their order.
      yearGroup[month] = entries.sort((a, b) => b.time - a.time).map((entry) => entry.transaction)
    }
    result[year] = yearGroup
  }
  return result
}
