import type { Account } from '@portico/core'
import { getAddresses } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toAccount } from '../utils/toAccount.js'
import type { WalletClient } from './types.js'

export type GetAccountsReturnType = readonly Account[]

export type GetAccountsErrorType = EvmErrorType

/**
 * The accounts the wallet shares with the dapp (eth_accounts), without prompting.
 *
 * @example
 * const accounts = await getAccounts(evm.getWalletClient()!)
 */
export async function getAccounts(client: WalletClient): Promise<GetAccountsReturnType> {
  try {
    return (await getAddresses(client)).map(toAccount)
  } catch (error) {
    throw toEvmError(error)
  }
}
