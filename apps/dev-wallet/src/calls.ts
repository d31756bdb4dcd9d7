import { type Hex, numberToHex, type WalletCallReceipt, type WalletGetCallsStatusReturnType } from 'viem'
import { invalidParams, ProviderRpcError } from './errors.js'
import { rpcRequest } from './rpc.js'
import { parseTransaction, type TransactionFields } from './transaction.js'

// EIP-5792 call batches: a smart account runs them in one transaction (atomic); an EOA sends each call as its
// own transaction, in order.

/** `atomic`: the calls ran in one transaction, all or none. */
export type CallBatch = {
  id: string
  chainId: number
  rpcUrl: string
  hashes: Hex[]
  failed: boolean
  atomic: boolean
}

export type SendCallsRequest = {
  id?: string
  from?: string
  chainId?: number
  /** The app wants all or none: a wallet that cannot run them atomically refuses (5760). */
  atomicRequired: boolean
  calls: TransactionFields[]
}

/** Throws 5700 when a capability is required (not marked optional): this wallet supports none. */
function assertOptional(capabilities: unknown) {
  if (typeof capabilities !== 'object' || capabilities === null) return
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true) {
      throw new ProviderRpcError(5700, `Unsupported non-optional capability: ${name}`)
    }
  }
}

/** Validates wallet_sendCalls params. */
export function parseSendCalls(params: unknown): SendCallsRequest {
  const raw = Array.isArray(params) ? params[0] : undefined
  if (typeof raw !== 'object' || raw === null) throw invalidParams('expected [{ version, chainId, calls }]')
  const r = raw as Record<string, unknown>
  if (!Array.isArray(r.calls) || r.calls.length === 0)
    throw invalidParams('"calls" must be a non-empty array')
  assertOptional(r.capabilities)
  if (r.atomicRequired !== undefined && typeof r.atomicRequired !== 'boolean')
    throw invalidParams('"atomicRequired" must be a boolean')
  const request: SendCallsRequest = {
    atomicRequired: r.atomicRequired === true,
    calls: r.calls.map((call) => {
      assertOptional((call as { capabilities?: unknown } | null)?.capabilities)
      const { from: _from, ...fields } = parseTransaction(call)
      return fields
    }),
  }
  if (typeof r.id === 'string') request.id = r.id
  if (typeof r.from === 'string') request.from = r.from
  if (r.chainId !== undefined) {
    try {
      request.chainId = Number(BigInt(r.chainId as string))
    } catch {
      throw invalidParams('"chainId" must be a hex quantity')
    }
  }
  return request
}

type RpcReceipt = WalletCallReceipt & { [key: string]: unknown }

/** The EIP-5792 status of a batch: 100 pending, 200 confirmed, 500 all reverted, 600 partly failed. */
export async function callsStatus(batch: CallBatch): Promise<WalletGetCallsStatusReturnType> {
  const receipts = (await Promise.all(
    batch.hashes.map((hash) => rpcRequest(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as (RpcReceipt | null)[]
  const mined = receipts.filter((r): r is RpcReceipt => r !== null)
  const status = (() => {
    if (mined.length < receipts.length) return 100
    if (mined.length === 0) return 400
    if (mined.every((r) => r.status === '0x1')) return batch.failed ? 600 : 200
    if (mined.every((r) => r.status === '0x0') && !batch.failed) return 500
    return 600
  })()
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: batch.atomic,
    receipts: mined.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}
