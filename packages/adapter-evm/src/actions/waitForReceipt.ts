import type { Network } from '@portico/core'
import type { Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { PublicClient } from './types.js'

/** Waits until the transaction is mined (polling the node); its status in the block. */
export async function waitForReceipt(
  client: PublicClient,
  { hash }: { network: Network; hash: string },
): Promise<{ status: 'success' | 'reverted' }> {
  const receipt = await waitForTransactionReceipt(client, { hash: hash as Hex })
  return { status: receipt.status }
}
