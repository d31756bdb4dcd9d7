import { type Address, type Hex, hashTypedData, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import {
  messageHashOf,
  type SafeCall,
  type SafeSigner,
  signSafeMessage,
  submitSafeTransaction,
} from './safeTx.js'

// What the host answers, method by method. The host page forwards each request the app posted (from the app's
// exact origin) here; every request's params are parsed with its method's schema (unknown keys stripped).

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/)
const amount = z.union([z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/), z.number().int().nonnegative()])

/** The reads the host forwards to the chain (`rpcCall`): nothing that signs or sends. */
const READS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
  'web3_clientVersion',
])

export const hostRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('getSafeInfo') }),
  z.object({ method: z.literal('getChainInfo') }),
  z.object({ method: z.literal('getEnvironmentInfo') }),
  z.object({
    method: z.literal('rpcCall'),
    params: z.object({ call: z.string().max(100), params: z.array(z.unknown()).max(20) }),
  }),
  z.object({
    method: z.literal('sendTransactions'),
    params: z.object({
      txs: z
        .array(z.object({ to: address, value: amount, data: hex }))
        .min(1)
        .max(50),
    }),
  }),
  z.object({ method: z.literal('signMessage'), params: z.object({ message: z.string().max(100_000) }) }),
  z.object({
    method: z.literal('signTypedMessage'),
    params: z.object({
      typedData: z.object({
        domain: z.record(z.string(), z.unknown()),
        types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
        primaryType: z.string().optional(),
        message: z.record(z.string(), z.unknown()),
      }),
    }),
  }),
  z.object({ method: z.literal('getTxBySafeTxHash'), params: z.object({ safeTxHash: hash }) }),
  z.object({ method: z.literal('getOffChainSignature'), params: hash }),
])

export type HostRequest = z.infer<typeof hostRequestSchema>

export type HostState = {
  signer: SafeSigner
  threshold: number
  owners: readonly Address[]
  chainName: string
  rpcUrl: string
  /** safeTxHash → its execution: the on-chain transaction, and the Safe's outcome once mined. */
  transactions: Map<string, SafeTxRecord>
  /** Settles when the last Safe transaction was mined: the next one takes the Safe's next nonce. */
  idle: Promise<unknown>
  /** messageHash → the owners' signatures. */
  signatures: Map<string, Hex>
}

/** A Safe transaction as the host reports it (`getTxBySafeTxHash`'s `txStatus`). */
export type SafeTxRecord = { txHash: Hex; txStatus: 'AWAITING_EXECUTION' | 'SUCCESS' | 'FAILED' }

/**
 * Proposes `calls` as one Safe transaction (after the previous one was mined, for its nonce) and executes it;
 * answers the safeTxHash once the execution was sent, as a Safe wallet does. Until it is mined the transaction
 * is `AWAITING_EXECUTION`; then `SUCCESS` or `FAILED`.
 */
async function proposeTransaction(state: HostState, calls: SafeCall[]) {
  const previous = state.idle
  let release = () => {}
  state.idle = new Promise<void>((resolve) => {
    release = resolve
  })
  await previous
  try {
    const { safeTxHash, txHash, executed } = await submitSafeTransaction(state.signer, calls)
    const record: SafeTxRecord = { txHash, txStatus: 'AWAITING_EXECUTION' }
    state.transactions.set(safeTxHash, record)
    void executed.then((success) => {
      record.txStatus = success ? 'SUCCESS' : 'FAILED'
      release()
    })
    return { safeTxHash }
  } catch (error) {
    release()
    throw error
  }
}

async function rpcCall(state: HostState, call: string, params: unknown[]) {
  if (!READS.has(call)) throw new Error(`${call} is not a read this host forwards`)
  const response = await fetch(state.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'RPC error')
  return body.result
}

/** Typed data as the SDK sends it may leave out `primaryType`: it is then the one type no other type uses. */
function withPrimaryType(typedData: {
  types: Record<string, { type: string }[]>
  primaryType?: string | undefined
}) {
  if (typedData.primaryType) return typedData
  const names = Object.keys(typedData.types).filter((name) => name !== 'EIP712Domain')
  const used = new Set(
    Object.values(typedData.types).flatMap((fields) =>
      fields.map((field) => field.type.replace(/\[\d*\]$/, '')),
    ),
  )
  return { ...typedData, primaryType: names.find((name) => !used.has(name)) }
}

/** What the host answers to `request` (already approved when a person is asked); throws to answer an error. */
export async function handleHostRequest(state: HostState, request: HostRequest): Promise<unknown> {
  const { signer } = state
  switch (request.method) {
    case 'getSafeInfo':
      return {
        safeAddress: signer.safe,
        chainId: signer.chainId,
        threshold: state.threshold,
        owners: state.owners,
        isReadOnly: false,
      }
    case 'getChainInfo':
      return {
        chainName: state.chainName,
        chainId: String(signer.chainId),
        shortName: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
        blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
      }
    case 'getEnvironmentInfo':
      return { origin: '' }
    case 'rpcCall':
      return rpcCall(state, request.params.call, request.params.params)
    case 'sendTransactions': {
      const calls = request.params.txs.map(({ to, value, data }) => ({
        to: to as Address,
        value: BigInt(value),
        data: data as Hex,
      }))
      return proposeTransaction(state, calls)
    }
    case 'signMessage':
    case 'signTypedMessage': {
      const digest =
        request.method === 'signMessage'
          ? messageHashOf(request.params.message)
          : hashTypedData(withPrimaryType(request.params.typedData) as unknown as TypedDataDefinition)
      const signed = await signSafeMessage(signer, digest)
      state.signatures.set(signed.messageHash, signed.signature)
      return signed
    }
    case 'getTxBySafeTxHash': {
      // As a Safe's transaction service: the on-chain hash once the execution was mined, none before.
      const { safeTxHash } = request.params
      const record = state.transactions.get(safeTxHash)
      if (!record) throw new Error('No such Safe transaction')
      const mined = record.txStatus !== 'AWAITING_EXECUTION'
      return {
        safeAddress: signer.safe,
        safeTxHash,
        txStatus: record.txStatus,
        txHash: mined ? record.txHash : null,
      }
    }
    case 'getOffChainSignature':
      return state.signatures.get(request.params) ?? ''
  }
}
