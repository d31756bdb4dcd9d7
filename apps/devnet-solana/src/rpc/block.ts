import type { BlockRecord, Chain, TransactionRecord } from '../chain.js'
import { encodeRecord, supportedVersion } from './encodeTransaction.js'
import { type Config, config, invalid, type Method, RpcError } from './rpcParams.js'

const TRANSACTION_DETAILS = ['full', 'accounts', 'signatures', 'none'] as const
type TransactionDetails = (typeof TRANSACTION_DETAILS)[number]

/** A slot param: a non-negative integer. */
function slotParam(value: unknown): number {
  if (!Number.isSafeInteger(value) || Number(value) < 0) throw invalid('expected a slot number')
  return Number(value)
}

/** The block of `slot`, or the validator's -32004 "Block not available" past the current slot. */
function blockAt(chain: Chain, slot: number): BlockRecord {
  const block = chain.getBlock(slot)
  if (!block) throw new RpcError(-32004, `Block not available for slot ${slot}`)
  return block
}

/** A transaction of a block with `transactionDetails: 'accounts'`: its signatures and account keys. */
function accountsOnly(record: TransactionRecord) {
  const { message } = record.transaction
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header
  const keys = record.accountKeys
  return {
    transaction: {
      signatures: [record.signature],
      accountKeys: keys.map((pubkey, index) => ({
        pubkey,
        signer: index < numRequiredSignatures,
        writable:
          index < numRequiredSignatures
            ? index < numRequiredSignatures - numReadonlySignedAccounts
            : index < keys.length - numReadonlyUnsignedAccounts,
        source: 'transaction',
      })),
    },
    meta: encodeRecord(record, 'json').meta,
    version: record.transaction.message.version === 'legacy' ? 'legacy' : 0,
  }
}

/**
 * `getBlock(slot, { encoding, transactionDetails, rewards, maxSupportedTransactionVersion })`: the block's
 * hashes, parent, time and height, and its transactions in the asked detail; rewards are always empty here.
 */
function getBlock(params: unknown[], { chain }: { chain: Chain }) {
  const block = blockAt(chain, slotParam(params[0]))
  const options: Config = typeof params[1] === 'string' ? { encoding: params[1] } : config(params, 1)
  const details = (options?.transactionDetails ?? 'full') as TransactionDetails
  if (!TRANSACTION_DETAILS.includes(details)) throw invalid(`unknown transactionDetails ${String(details)}`)
  const records = block.signatures.map((signature) => chain.getRecord(signature) as TransactionRecord)
  if (details === 'full' || details === 'accounts')
    for (const record of records) supportedVersion(record, options)
  const header = {
    blockHeight: block.slot,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.parentSlot,
    previousBlockhash: block.previousBlockhash,
    ...(options?.rewards === false ? {} : { rewards: [] }),
  }
  if (details === 'none') return header
  if (details === 'signatures') return { ...header, signatures: [...block.signatures] }
  if (details === 'accounts') return { ...header, transactions: records.map(accountsOnly) }
  return {
    ...header,
    transactions: records.map((record) => encodeRecord(record, options?.encoding)),
  }
}

/** Slots of the blocks from `start` to `end` (inclusive, at most 500 000 apart), or to the current slot. */
function blocksBetween(chain: Chain, start: number, end: number) {
  if (end < start) return []
  if (end - start > 500_000) throw invalid('slot range too large; max 500000')
  const slots: number[] = []
  for (let slot = start; slot <= Math.min(end, chain.getSlot()); slot++)
    if (chain.getBlock(slot)) slots.push(slot)
  return slots
}

/** The block queries: `getBlock`, `getBlocks`, `getBlocksWithLimit`, `getBlockTime`, `getFirstAvailableBlock`. */
export const blockMethods: Record<string, Method> = {
  getBlock,
  getBlocks: (params, { chain }) => {
    const start = slotParam(params[0])
    const end = typeof params[1] === 'number' ? slotParam(params[1]) : chain.getSlot()
    return blocksBetween(chain, start, end)
  },
  getBlocksWithLimit: (params, { chain }) => {
    const start = slotParam(params[0])
    const limit = slotParam(params[1])
    if (limit > 500_000) throw invalid('limit too large; max 500000')
    return limit === 0 ? [] : blocksBetween(chain, start, start + limit - 1)
  },
  getBlockTime: (params, { chain }) => blockAt(chain, slotParam(params[0])).blockTime,
  getFirstAvailableBlock: () => 0,
}
