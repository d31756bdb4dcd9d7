import type { Account, CaipNetworkId } from '@portico/core'
import { getChainId, requestAddresses } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toCaipNetworkId } from '../utils/network.js'
import { toAccount } from '../utils/toAccount.js'
import type { WalletClient } from './types.js'

export type ConnectReturnType = {
  accounts: readonly Account[]
  /** Where the wallet is; the caller decides whether to switch. */
  caipNetworkId: CaipNetworkId
}

export type ConnectErrorType = EvmErrorType

/**
 * Asks the wallet for its accounts (eth_requestAccounts, which may prompt) and reads its chain.
 *
 * @example
 * const { accounts, caipNetworkId } = await connect(evm.getWalletClient()!)
 */
export async function connect(client: WalletClient): Promise<ConnectReturnType> {
  try {
    const addresses = await requestAddresses(client)
    const chainId = await getChainId(client)
    return { accounts: addresses.map(toAccount), caipNetworkId: toCaipNetworkId(chainId) }
  } catch (error) {
    throw toEvmError(error)
  }
}
