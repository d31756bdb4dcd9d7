import { getGasPrice as viemGetGasPrice } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { PublicClient } from './types.js'

export type GetGasPriceReturnType = bigint

export type GetGasPriceErrorType = EvmErrorType

/**
 * The network's current gas price in wei (eth_gasPrice).
 *
 * @example
 * const gasPrice = await getGasPrice(evm.getPublicClient(mainnet))
 */
export async function getGasPrice(client: PublicClient): Promise<GetGasPriceReturnType> {
  try {
    return await viemGetGasPrice(client)
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}
