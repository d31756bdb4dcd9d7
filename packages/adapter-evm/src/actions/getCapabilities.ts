import type { Address } from 'viem'
import { getCapabilities as viemGetCapabilities } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { WalletClient } from './types.js'

export type GetCapabilitiesParameters = {
  address: string
  /** Only this chain's capabilities; all chains by chain id otherwise. */
  chainId?: number | undefined
}

/** Per chain id (or for the one `chainId`): capability name → its description, e.g. `{ atomic: {...} }`. */
export type GetCapabilitiesReturnType = Record<string, unknown>

export type GetCapabilitiesErrorType = EvmErrorType

/**
 * The wallet's EIP-5792 capabilities (wallet_getCapabilities).
 *
 * @example
 * const capabilities = await getCapabilities(evm.getWalletClient()!, { address, chainId: 8453 })
 */
export async function getCapabilities(
  client: WalletClient,
  { address, chainId }: GetCapabilitiesParameters,
): Promise<GetCapabilitiesReturnType> {
  try {
    const capabilities = await viemGetCapabilities(client, {
      account: address as Address,
      ...(chainId !== undefined && { chainId }),
    })
    return { ...capabilities }
  } catch (error) {
    throw toEvmError(error)
  }
}
