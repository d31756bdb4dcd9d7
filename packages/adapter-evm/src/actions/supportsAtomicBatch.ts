import type { Network } from '@portico/core'
import type { Address } from 'viem'
import { getCapabilities as viemGetCapabilities } from 'viem/actions'
import { chainIdOf } from '../utils/network.js'
import type { WalletClient } from './types.js'

export type SupportsAtomicBatchParameters = { address: string; network: Network }

export type SupportsAtomicBatchReturnType = boolean

/** Never throws: a wallet that cannot answer counts as `unsupported`. */
export type SupportsAtomicBatchErrorType = never

/**
 * Whether the wallet runs several calls on `network` atomically, all or none: its EIP-5792 `atomic` capability
 * is `supported`, or `ready` — the wallet upgrades the account first (EIP-7702), asking the person in the same
 * prompt as the batch. A wallet without wallet_getCapabilities, or one that fails to answer, counts as
 * `unsupported`.
 *
 * @example
 * if (await supportsAtomicBatch(evm.getWalletClient()!, { address, network: base })) await sendAtomicBatch(…)
 */
export async function supportsAtomicBatch(
  client: WalletClient,
  { address, network }: SupportsAtomicBatchParameters,
): Promise<SupportsAtomicBatchReturnType> {
  try {
    const capabilities = (await viemGetCapabilities(client, {
      account: address as Address,
      chainId: chainIdOf(network),
    })) as { atomic?: { status?: unknown } } | undefined
    const status = capabilities?.atomic?.status
    return status === 'supported' || status === 'ready'
  } catch {
    return false
  }
}
