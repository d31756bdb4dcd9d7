import type { VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata } from 'litesvm'
import { PreflightError, type TransactionRecord } from './chainRecords.js'
import {
  accountKeysOf,
  advanceSlot,
  balancesOf,
  blockhashErrorOf,
  type ChainState,
  feeOf,
  toKit,
  tokenBalancesOf,
} from './chainState.js'
import { errorOfFailure } from './transactionError.js'

export type SendTransactionOptions = { skipPreflight?: boolean }

/**
 * Processes a signed transaction in a slot of its own and records it; a failure throws `PreflightError`
 * unless `skipPreflight`. Returns the signature.
 */
export function sendTransaction(
  state: ChainState,
  tx: VersionedTransaction,
  { skipPreflight = false }: SendTransactionOptions = {},
): string {
  const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
  if (state.records.has(signature) && !state.records.get(signature)?.err) {
    throw new PreflightError({ err: 'AlreadyProcessed', logs: [], unitsConsumed: 0 })
  }
  const accountKeys = accountKeysOf(tx)
  const preBalances = balancesOf(state, accountKeys)
  const preTokenBalances = tokenBalancesOf(state, accountKeys)
  const stale = blockhashErrorOf(state, tx)
  const result = stale ? undefined : state.svm.sendTransaction(toKit(tx))
  const failed = stale !== undefined || result instanceof FailedTransactionMetadata
  const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
  const err = stale ?? (failed && result ? errorOfFailure(result.toString()) : null)
  const logs = meta?.logs() ?? []
  const unitsConsumed = Number(meta?.computeUnitsConsumed() ?? 0n)
  if (failed && !skipPreflight) throw new PreflightError({ err, logs, unitsConsumed })
  if (stale) throw new PreflightError({ err, logs, unitsConsumed })
  const record: TransactionRecord = {
    signature,
    slot: state.slot + 1,
    blockTime: Math.floor(Date.now() / 1000),
    transaction: tx,
    accountKeys,
    err,
    // litesvm does not commit a failed transaction, so it charged nothing.
    fee: failed ? 0 : feeOf(tx),
    logs,
    unitsConsumed,
    preBalances,
    postBalances: balancesOf(state, accountKeys),
    preTokenBalances,
    postTokenBalances: tokenBalancesOf(state, accountKeys),
  }
  commitBlock(state, record)
  return signature
}

/** Closes the record's slot as a block of its own, indexes it by account and tells the listeners. */
function commitBlock(state: ChainState, record: TransactionRecord) {
  advanceSlot(state)
  const { slot, svm, blocks, records, byAddress, listeners } = state
  blocks.set(slot, {
    slot,
    parentSlot: slot - 1,
    blockhash: svm.latestBlockhash(),
    previousBlockhash: blocks.get(slot - 1)?.blockhash ?? state.genesisBlockhash,
    blockTime: record.blockTime,
    signatures: [record.signature],
  })
  records.set(record.signature, record)
  for (const key of record.accountKeys) {
    const list = byAddress.get(key) ?? []
    list.push(record.signature)
    byAddress.set(key, list)
  }
  for (const listener of [...listeners]) listener(record)
}
