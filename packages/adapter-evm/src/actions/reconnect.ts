import { getAddresses, getChainId } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toCaipNetworkId } from '../utils/network.js'
import { toAccount } from '../utils/toAccount.js'
import type { ConnectReturnType } from './connect.js'
import type { WalletClient } from './types.js'

export type ReconnectReturnType = ConnectReturnType | undefined

export type ReconnectErrorType = EvmErrorType

/**
 * Restores a connection silently (eth_accounts); `undefined` when the wallet no longer shares accounts.
 *
 * @example
 * const restored = await reconnect(evm.getWalletClient()!)
 */
export async function reconnect(client: WalletClient): Promise<ReconnectReturnType> {
  try {
    const addresses = await getAddresses(client)
    if (addresses.length === 0) return undefined
    const chainId = await getChainId(client)
    return { accounts: addresses.map(toAccount), caipNetworkId: toCaipNetworkId(chainId) }
  } catch (error) {
    throw toEvmError(error)
  }
}
