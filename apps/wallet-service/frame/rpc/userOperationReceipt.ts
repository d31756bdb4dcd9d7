// A user operation's receipt from the network's bundler (eth_getUserOperationReceipt), checked against the shape
// ERC-4337 gives it before anything is read from it, and the wallet_getCallsStatus answer of a smart account's batch.
import { type Hex, http, numberToHex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import { FrameRequestError } from '../errors.js'
import { BundlerAnswerError } from './userOperation.js'

const hash32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const data = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(1_000_000))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

const receiptSchema = z.object({
  userOpHash: hash32,
  success: z.boolean(),
  actualGasCost: quantity,
  receipt: z.object({
    transactionHash: hash32,
    blockHash: hash32,
    blockNumber: quantity,
    gasUsed: quantity,
    status: z.enum(['0x1', '0x0']),
    logs: z
      .array(z.object({ address, data, topics: z.array(hash32).check(z.maxLength(4)) }))
      .check(z.maxLength(10_000)),
  }),
})

export type UserOperationReceipt = z.infer<typeof receiptSchema>

/** The operation's receipt, or undefined while it is not in a block. */
export async function userOperationReceipt(
  bundlerUrl: string,
  hash: Hex,
): Promise<UserOperationReceipt | undefined> {
  const bundler = createBundlerClient({ transport: http(bundlerUrl, { retryCount: 0 }) })
  const answer: unknown = await bundler.request({ method: 'eth_getUserOperationReceipt', params: [hash] })
  if (answer === null) return undefined
  const parsed = receiptSchema.safeParse(answer)
  if (!parsed.success || parsed.data.userOpHash.toLowerCase() !== hash.toLowerCase())
    throw new BundlerAnswerError('eth_getUserOperationReceipt a receipt')
  return parsed.data
}

/** How long a sent operation is waited for, and how often its receipt is asked for. */
const RECEIPT_TIMEOUT_MS = 120_000
const RECEIPT_POLL_MS = 250

/** The operation was sent but is not in a block after `RECEIPT_TIMEOUT_MS`: it may still land. */
export class UserOperationPendingError extends FrameRequestError {
  override name = 'UserOperationPendingError'
  constructor(hash: Hex) {
    super(
      `User operation ${hash} is not in a block after ${RECEIPT_TIMEOUT_MS / 1000} s; it may still land`,
      {
        code: -32603,
      },
    )
  }
}

/** The operation is in a block but its calls reverted (its gas was paid): nothing it asked for happened. */
export class UserOperationRevertedError extends FrameRequestError {
  override name = 'UserOperationRevertedError'
  constructor(hash: Hex, transactionHash: string) {
    super(`User operation ${hash} reverted onchain in transaction ${transactionHash}`, { code: -32603 })
  }
}

/**
 * Waits for the operation's receipt (the bundler includes it in a transaction of its own). An operation whose calls
 * reverted is an error: the transaction that carried it succeeded all the same, so its hash would say otherwise.
 */
export async function waitForUserOperation(bundlerUrl: string, hash: Hex): Promise<UserOperationReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await userOperationReceipt(bundlerUrl, hash)
    if (receipt?.success) return receipt
    if (receipt) throw new UserOperationRevertedError(hash, receipt.receipt.transactionHash)
    if (Date.now() > deadline) throw new UserOperationPendingError(hash)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** EIP-5792 status of a smart account's batch: 100 pending, 200 confirmed, 500 reverted onchain; atomic. */
export async function userOperationCallsStatus(bundlerUrl: string, id: Hex, chainId: number, hash: Hex) {
  const found = await userOperationReceipt(bundlerUrl, hash)
  const receipt = found?.receipt
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    status: !found ? 100 : found.success ? 200 : 500,
    atomic: true,
    receipts: receipt
      ? [
          {
            logs: receipt.logs,
            status: found.success ? '0x1' : '0x0',
            blockHash: receipt.blockHash,
            blockNumber: receipt.blockNumber,
            gasUsed: receipt.gasUsed,
            transactionHash: receipt.transactionHash,
          },
        ]
      : [],
  }
}
