import type { Network } from '@portico/core'
import { type Address, formatUnits } from 'viem'
import { getBalance as viemGetBalance } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { PublicClient } from './types.js'

export type GetBalanceParameters = { address: string; network: Network }

/** The native balance in display units (e.g. "1.5"), its symbol and its base units. */
export type GetBalanceReturnType = { balance: string; symbol: string; value: bigint }

export type GetBalanceErrorType = EvmErrorType

/**
 * The native balance of an address (eth_getBalance).
 *
 * @example
 * const { balance, symbol } = await getBalance(evm.getPublicClient(mainnet), { address, network: mainnet })
 */
export async function getBalance(
  client: PublicClient,
  { address, network }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  try {
    const value = await viemGetBalance(client, { address: address as Address })
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(value, decimals), symbol, value }
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}
