import * as z from 'zod/mini'

/**
 * The Safe Apps postMessage protocol, as the app side reads it: every request the app posts to its parent
 * window is `{ id, method, params, env: { sdkVersion } }`; the host answers `{ id, success: true, data, version }`
 * or `{ id, success: false, error, version }`. Each answer is parsed with the schema of its method; unknown keys
 * are stripped, and an answer that fails its schema is dropped as if never sent.
 */
export type SafeAppsMethod =
  | 'getSafeInfo'
  | 'getChainInfo'
  | 'rpcCall'
  | 'sendTransactions'
  | 'getTxBySafeTxHash'
  | 'signMessage'
  | 'signTypedMessage'
  | 'getOffChainSignature'

export type SafeAppsRequest = {
  id: string
  method: SafeAppsMethod
  params: unknown
  env: { sdkVersion: string }
}

const id = z.string().check(z.minLength(1), z.maxLength(100))
/** A host's version, e.g. '1.0.0' or '9.1.0'; the SDK accepts major 1 and above. */
const version = z.string().check(
  z.maxLength(40),
  z.refine((value) => Number.parseInt(value.split('.')[0] ?? '', 10) >= 1),
)

/** An answer's envelope, before its `data` is read with its method's schema. */
export const responseSchema = z.discriminatedUnion('success', [
  z.object({ id, success: z.literal(true), data: z.unknown(), version: z.optional(version) }),
  z.object({
    id,
    success: z.literal(false),
    error: z.string().check(z.maxLength(2000)),
    version: z.optional(version),
  }),
])

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** `getSafeInfo`: the Safe the host opened the app for. */
export const safeInfoSchema = z.object({
  safeAddress: address,
  chainId: z.number().check(z.int(), z.positive()),
  threshold: z.number().check(z.int(), z.positive()),
  owners: z.array(address).check(z.maxLength(100)),
  isReadOnly: z.optional(z.boolean()),
})
export type SafeInfo = z.infer<typeof safeInfoSchema>

/** `sendTransactions`: the Safe transaction's hash (its EIP-712 hash), not an on-chain transaction hash. */
export const sendTransactionsSchema = z.object({ safeTxHash: hash })

/**
 * `signMessage` / `signTypedMessage`: an off-chain message (its hash, with the owners' signatures once enough
 * signed) or, for a Safe that signs on chain (SignMessageLib), the Safe transaction that marks it signed.
 */
export const signMessageSchema = z.union([
  z.object({ messageHash: hash, signature: z.optional(hex) }),
  z.object({ safeTxHash: hash }),
])

/** `getTxBySafeTxHash`: the transaction's details; `txHash` once it was executed on chain. */
export const txDetailsSchema = z.object({
  txHash: z.nullish(hash),
  txStatus: z.optional(z.string().check(z.maxLength(100))),
})

/** `getOffChainSignature`: the collected signatures of an off-chain message, '' while too few signed. */
export const offChainSignatureSchema = z.string().check(z.regex(/^(0x[0-9a-fA-F]*)?$/))

/** `rpcCall`: whatever the node answered (JSON). */
export const rpcResultSchema = z.unknown()

/** A capability an app asks for (EIP-5792): a wallet that lacks one not marked `optional` refuses the batch. */
const capabilities = z.optional(
  z.record(z.string().check(z.maxLength(100)), z.object({ optional: z.optional(z.boolean()) })),
)
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * `wallet_sendCalls`' one parameter (EIP-5792 version 2.0.0): the calls in order, the chain (hex), the sender,
 * whether the batch must run atomically, and optionally the app's own id for it.
 */
export const sendCallsParamsSchema = z.tuple([
  z.object({
    version: z.literal('2.0.0'),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
    from: z.optional(address),
    chainId: quantity,
    atomicRequired: z.boolean(),
    calls: z
      .array(
        z.object({
          to: z.optional(address),
          data: z.optional(hex),
          value: z.optional(quantity),
          capabilities,
        }),
      )
      .check(z.minLength(1), z.maxLength(1000)),
    capabilities,
  }),
])
export type SendCallsParams = z.infer<typeof sendCallsParamsSchema>[0]

/** `rpcCall` of `eth_getTransactionReceipt`: the fields of a receipt an EIP-5792 status carries, or none yet. */
export const receiptSchema = z.nullable(
  z.object({
    logs: z.array(z.object({ address, data: hex, topics: z.array(hash) })),
    status: z.enum(['0x0', '0x1']),
    blockHash: hash,
    blockNumber: quantity,
    gasUsed: quantity,
    transactionHash: hash,
  }),
)
