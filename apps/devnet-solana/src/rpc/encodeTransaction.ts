import bs58 from 'bs58'
import type { TransactionRecord } from '../chain.js'
import { parseTransaction } from './parseTransaction.js'
import { type Config, invalid, RpcError } from './rpcParams.js'

/** A signature's entry in `getSignatureStatuses`. */
export function signatureStatus(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err ? { Err: record.err } : { Ok: null },
    confirmationStatus: 'finalized',
  }
}

/**
 * A versioned (v0) transaction is answered only to a client that says it reads it
 * (`maxSupportedTransactionVersion` ≥ its version), else -32015, as a validator does.
 */
export function supportedVersion(record: TransactionRecord, options: Config): void {
  const { version } = record.transaction.message
  if (version === 'legacy') return
  const max = options?.maxSupportedTransactionVersion
  if (typeof max === 'number' && max >= version) return
  throw new RpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )
}

/** The transaction in `json`, `jsonParsed`, `base64` or `base58` encoding. */
export function encodeTransaction(record: TransactionRecord, encoding: unknown) {
  const { transaction: tx } = record
  const message = tx.message
  const legacy = message.version === 'legacy'
  if (encoding === 'base64') return [Buffer.from(tx.serialize()).toString('base64'), 'base64']
  if (encoding === 'base58') return [bs58.encode(tx.serialize()), 'base58']
  if (encoding === 'jsonParsed') return parseTransaction(tx, record.accountKeys)
  if (encoding !== undefined && encoding !== 'json') throw invalid(`unsupported encoding ${String(encoding)}`)
  return {
    signatures: tx.signatures.map((signature) => bs58.encode(signature)),
    message: {
      accountKeys: record.accountKeys,
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: bs58.encode(instruction.data),
        stackHeight: null,
      })),
      ...(legacy ? {} : { addressTableLookups: [] }),
    },
  }
}

/** The transaction's status, fee, balances and logs (`meta` of `getTransaction` and `getBlock`). */
export function transactionMeta(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err ? { Err: record.err } : { Ok: null },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: [],
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { readonly: [], writable: [] },
    computeUnitsConsumed: record.unitsConsumed,
  }
}

/** `{ transaction, meta, version }`: a transaction of `getTransaction` (with slot and time) or of a block. */
export function encodeRecord(record: TransactionRecord, encoding: unknown) {
  const legacy = record.transaction.message.version === 'legacy'
  return {
    version: legacy ? ('legacy' as const) : 0,
    transaction: encodeTransaction(record, encoding),
    meta: transactionMeta(record),
  }
}
