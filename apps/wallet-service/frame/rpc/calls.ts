// wallet_sendCalls ids and wallet_getCallsStatus answers. An EOA's batch is sent as separate transactions, and its
// id carries the chain id and the transaction hashes; a smart account's is one user operation, and its id carries
// the chain id and the operation's hash. Either status is told from receipts alone (also after a reload).
import { type Client, type Hex, numberToHex, type TransactionReceipt } from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import { FrameRequestError, InvalidParamsError } from '../errors.js'

/** `0x` ‖ chain id (32 bytes) ‖ each transaction hash (32 bytes). */
export function encodeCallsId(chainId: number, hashes: readonly Hex[]): Hex {
  return `0x${chainId.toString(16).padStart(64, '0')}${hashes.map((hash) => hash.slice(2)).join('')}`
}

/** A smart account's batch: `0x01` ‖ chain id (31 bytes) ‖ the user operation's hash (32 bytes). */
export function encodeUserOperationCallsId(chainId: number, hash: Hex): Hex {
  return `0x01${chainId.toString(16).padStart(62, '0')}${hash.slice(2)}`
}

/** ERC-5792 5730: the id is well formed but names no batch this wallet can find on the network it names. */
export class UnknownBundleError extends FrameRequestError {
  override name = 'UnknownBundleError'
  constructor() {
    super('Unknown bundle id', { code: 5730 })
  }
}

export type CallsId =
  | { kind: 'transactions'; chainId: number; hashes: Hex[] }
  | { kind: 'userOperation'; chainId: number; hash: Hex }

export function decodeCallsId(id: Hex): CallsId {
  const body = id.slice(2)
  if (body.startsWith('01') && body.length === 128) {
    const chainId = Number.parseInt(body.slice(2, 64), 16)
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidParamsError('Unknown call batch id')
    return { kind: 'userOperation', chainId, hash: `0x${body.slice(64)}` }
  }
  if (body.length < 128 || body.length % 64 !== 0 || body.length > 64 * 33)
    throw new InvalidParamsError('Unknown call batch id')
  const chainId = Number.parseInt(body.slice(0, 64), 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidParamsError('Unknown call batch id')
  const hashes = body
    .slice(64)
    .match(/.{64}/g)!
    .map((hash) => `0x${hash}` as Hex)
  return { kind: 'transactions', chainId, hashes }
}

/**
 * The EIP-5792 status of a batch: 100 while a transaction is unmined, 200 when all succeeded, 500 when all
 * reverted, 600 when some did; with each mined transaction's receipt.
 */
export async function getCallsStatus(
  client: Client,
  id: Hex,
  { chainId, hashes }: { chainId: number; hashes: Hex[] },
) {
  const receipts = await Promise.all(
    hashes.map((hash) =>
      getTransactionReceipt(client, { hash }).catch((error: unknown) => {
        if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return undefined
        throw error
      }),
    ),
  )
  const mined = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== undefined)
  const status =
    mined.length < hashes.length
      ? 100
      : mined.every((receipt) => receipt.status === 'success')
        ? 200
        : mined.every((receipt) => receipt.status === 'reverted')
          ? 500
          : 600
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    status,
    atomic: false,
    receipts: mined.map((receipt) => ({
      logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
      status: receipt.status === 'success' ? '0x1' : '0x0',
      blockHash: receipt.blockHash,
      blockNumber: numberToHex(receipt.blockNumber),
      gasUsed: numberToHex(receipt.gasUsed),
      transactionHash: receipt.transactionHash,
    })),
  }
}
