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
 * is `supported`. A wallet without wallet_getCapabilities, or one that fails to answer, counts as `unsupported`.
 * (`ready` — the wallet would first upgrade the account, with the person's consent — is not asked for.)
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
    return capabilities?.atomic?.status === 'supported'
  } catch {
    return false
  }
}
