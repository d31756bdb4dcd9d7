import type { Hex, WaitForTransactionReceiptErrorType } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { PublicClient } from './types.js'

export type WaitForTransactionParameters = { hash: string }

/** 'reverted' when the transaction was mined but failed. */
export type WaitForTransactionReturnType = { status: 'success' | 'reverted' }

export type WaitForTransactionErrorType = WaitForTransactionReceiptErrorType

/**
 * Waits until the transaction is mined (polling the node) and returns its status in the block. The adapter
 * offers it as core's `waitForReceipt`.
 *
 * @example
 * const { status } = await waitForTransaction(evm.getPublicClient(mainnet), { hash })
 */
export async function waitForTransaction(
  client: PublicClient,
  { hash }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const receipt = await waitForTransactionReceipt(client, { hash: hash as Hex })
  return { status: receipt.status }
}
