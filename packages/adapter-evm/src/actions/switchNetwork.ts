import { addChainErrorCodes, type Network } from '@portico/core'
import { numberToHex } from 'viem'
import { type EvmErrorType, getErrorCodes, toEvmError } from '../errors/toEvmError.js'
import { chainIdOf } from '../utils/network.js'
import type { AddNetworkErrorType } from './addNetwork.js'
import type { WalletClient } from './types.js'

export type SwitchNetworkParameters = { network: Network }

export type SwitchNetworkErrorType = EvmErrorType | AddNetworkErrorType

/** True when a failed switch means "the wallet does not know this chain" (4902, 5000, 32603; also nested). */
export function isAddNetworkError(error: unknown): boolean {
  return getErrorCodes(error).some((code) => addChainErrorCodes.includes(code))
}

export type SwitchNetworkReturnType = undefined

/**
 * Switches the wallet to the network (wallet_switchEthereumChain). When the wallet does not know it, adds
 * it (wallet_addEthereumChain) and switches again.
 *
 * @example
 * await switchNetwork(evm.getWalletClient()!, { network: base })
 */
export async function switchNetwork(
  client: WalletClient,
  { network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const request = () =>
    client.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainIdOf(network)) }],
    })
  try {
    await request()
    return
  } catch (error) {
    if (!isAddNetworkError(error)) throw toEvmError(error)
  }
  // Loaded on first use: most switches need no add.
  const { addNetwork } = await import('./addNetwork.js')
  await addNetwork(client, { network })
  try {
    await request()
  } catch (error) {
    throw toEvmError(error)
  }
}
