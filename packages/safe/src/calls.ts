import { BaseError } from '@portico/core'
import type { SafeCommunicator } from './communicator.js'
import {
  receiptSchema,
  type SafeInfo,
  type SendCallsParams,
  sendCallsParamsSchema,
  sendTransactionsSchema,
  txDetailsSchema,
} from './protocol.js'

// EIP-5792 call batches through a Safe. A batch is proposed as ONE Safe transaction (`sendTransactions` with
// all its calls, which the Safe runs through MultiSendCallOnly): every call takes effect, or none does, so the
// Safe's `atomic` capability is `supported` on its chain whether the app requires atomicity or not. The batch's
// id is the Safe transaction's hash (safeTxHash) unless the app chose its own.

/** How long a status lookup through the host may take, in ms. */
const STATUS_TIMEOUT_MS = 30_000

/** EIP-5792 status codes: waiting, executed, never executed (cancelled), executed and reverted. */
const STATUS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500 } as const

/**
 * A call batch (EIP-5792 `wallet_sendCalls`, `wallet_getCallsStatus`, `wallet_getCapabilities`) the Safe cannot
 * take, with the EIP-5792 code: 5700 a required capability it lacks, 5710 another chain, 5720 an id already
 * used, 5730 an unknown batch id; 4100 another account; -32602 parameters that are not a batch. It lives here,
 * in the chunk that loads inside a Safe, so the descriptor stays as small as it was; an app reads it through
 * its EIP-1193 `code` (viem turns each EIP-5792 code into its own error).
 */
export class SafeCallsError extends BaseError {
  override name = 'SafeCallsError'
  readonly code: number
  constructor(code: number, details: string) {
    super('The Safe cannot take this call batch', { details })
    this.code = code
  }
}

type Capabilities = Record<string, { optional?: boolean | undefined }> | undefined

export type SafeCalls = ReturnType<typeof createSafeCalls>

/** The Safe's answers to `wallet_getCapabilities`, `wallet_sendCalls` and `wallet_getCallsStatus`. */
export function createSafeCalls(communicator: SafeCommunicator, info: SafeInfo) {
  const chainHex = `0x${info.chainId.toString(16)}`
  /** The app's own batch ids → the Safe transactions they name (this page's batches only). */
  const named = new Map<string, string>()

  const isSafe = (address: unknown) =>
    typeof address === 'string' && address.toLowerCase() === info.safeAddress.toLowerCase()

  /** The Safe runs no capability an app asks for: one not marked optional refuses the batch (5700). */
  function assertCapabilities(requested: Capabilities) {
    for (const [name, capability] of Object.entries(requested ?? {}))
      if (capability.optional !== true) throw new SafeCallsError(5700, `capability ${name} is not supported`)
  }

  function readBatch(params: unknown): SendCallsParams {
    const parsed = sendCallsParamsSchema.safeParse(params)
    if (!parsed.success) throw new SafeCallsError(-32602, 'wallet_sendCalls: not an EIP-5792 2.0.0 batch')
    const batch = parsed.data[0]
    if (Number(batch.chainId) !== info.chainId)
      throw new SafeCallsError(5710, `the Safe is on chain ${chainHex}, not ${batch.chainId}`)
    if (batch.from !== undefined && !isSafe(batch.from))
      throw new SafeCallsError(4100, `${batch.from} is not the Safe ${info.safeAddress}`)
    if (batch.id !== undefined && named.has(batch.id))
      throw new SafeCallsError(5720, `batch id ${batch.id} was already used`)
    assertCapabilities(batch.capabilities)
    for (const call of batch.calls) assertCapabilities(call.capabilities)
    return batch
  }

  /** `wallet_sendCalls`: the calls proposed as one Safe transaction; answers once the host took it. */
  async function sendCalls(params: unknown) {
    const batch = readBatch(params)
    const txs = batch.calls.map(({ to, data, value }) => {
      // A Safe transaction always calls an address; MultiSendCallOnly creates no contract.
      if (!to) throw new SafeCallsError(-32602, 'wallet_sendCalls: a Safe cannot deploy a contract (no `to`)')
      return { to, value: BigInt(value ?? 0).toString(), data: data ?? '0x' }
    })
    const { safeTxHash } = await communicator.send('sendTransactions', { txs }, sendTransactionsSchema)
    if (batch.id === undefined) return { id: safeTxHash }
    named.set(batch.id, safeTxHash)
    return { id: batch.id }
  }

  /** `wallet_getCapabilities`: `atomic: supported` on the Safe's chain (when asked for it), nothing elsewhere. */
  function getCapabilities(params: unknown) {
    const [address, chains] = Array.isArray(params) ? params : []
    if (address !== undefined && !isSafe(address))
      throw new SafeCallsError(4100, `${String(address)} is not the Safe ${info.safeAddress}`)
    const asked = Array.isArray(chains) ? chains.map((chain) => Number(chain)) : [info.chainId]
    return asked.includes(info.chainId) ? { [chainHex]: { atomic: { status: 'supported' } } } : {}
  }

  /**
   * `wallet_getCallsStatus`: pending (100) until the host reports the Safe transaction executed, then the
   * execution's receipt: 200 when the Safe ran the calls, 500 when it reverted them; 400 when it was cancelled.
   */
  async function getCallsStatus(params: unknown) {
    const id = Array.isArray(params) ? params[0] : undefined
    if (typeof id !== 'string') throw new SafeCallsError(-32602, 'wallet_getCallsStatus: no batch id')
    const safeTxHash = named.get(id) ?? id
    const details = await communicator
      .send('getTxBySafeTxHash', { safeTxHash }, txDetailsSchema, STATUS_TIMEOUT_MS)
      .catch(() => {
        throw new SafeCallsError(5730, `the Safe knows no batch ${id}`)
      })
    const base = { version: '2.0.0', id, chainId: chainHex, atomic: true }
    if (details.txStatus === 'CANCELLED') return { ...base, status: STATUS.offchainFailure }
    const receipt = details.txHash
      ? await communicator.send(
          'rpcCall',
          { call: 'eth_getTransactionReceipt', params: [details.txHash] },
          receiptSchema,
          STATUS_TIMEOUT_MS,
        )
      : null
    if (!receipt) return { ...base, status: STATUS.pending }
    // The Safe's own outcome counts: an execution that succeeded on chain may still have reverted the calls.
    const ran = receipt.status === '0x1' && details.txStatus !== 'FAILED'
    return { ...base, status: ran ? STATUS.confirmed : STATUS.reverted, receipts: [receipt] }
  }

  return { sendCalls, getCapabilities, getCallsStatus }
}
