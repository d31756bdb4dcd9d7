import type { Network } from '@portico/core'
import type { Address, Hex } from 'viem'
import { sendTransaction, writeContract } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { erc20TransferAbi } from '../utils/abis.js'
import { toViemChain } from '../utils/network.js'
import type { WalletClient } from './types.js'

export type SendTransferParameters = {
  network: Network
  from: string
  to: string
  /** Base units of the native token, or of `token`. */
  value: bigint
  /** Absent for the native token. */
  token?: { address: string; decimals: number } | undefined
  /** Native sends only. */
  data?: Hex | undefined
  /** Native sends only; the wallet picks fees when absent. */
  gasPrice?: bigint | undefined
  /** Native sends only: the gas limit; the wallet estimates it when absent. */
  gas?: bigint | undefined
}

export type SendTransferReturnType = { hash: Hex }

export type SendTransferErrorType = EvmErrorType

/**
 * Sends the native token (eth_sendTransaction with to, data, value, gasPrice) or an ERC20 token (its
 * `transfer(to, value)` as a contract write). Returns the transaction hash without waiting for it.
 *
 * @example
 * const { hash } = await sendTransfer(evm.getWalletClient()!, { network: mainnet, from, to, value: 1n })
 */
export async function sendTransfer(
  client: WalletClient,
  { network, from, to, value, token, data, gas, gasPrice }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  const chain = toViemChain(network)
  const account = from as Address
  try {
    if (token) {
      const hash = await writeContract(client, {
        account,
        chain,
        address: token.address as Address,
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [to as Address, value],
      })
      return { hash }
    }
    const hash = await sendTransaction(client, {
      account,
      chain,
      to: to as Address,
      value,
      ...(data !== undefined && { data }),
      ...(gas !== undefined && { gas }),
      ...(gasPrice !== undefined && { gasPrice }),
    })
    return { hash }
  } catch (error) {
    throw toEvmError(error)
  }
}
