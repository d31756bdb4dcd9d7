import type { Network } from '@portico/core'
import type { Abi, Address, Hex } from 'viem'
import { writeContract as viemWriteContract } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toViemChain } from '../utils/network.js'
import type { WalletClient } from './types.js'

export type WriteContractParameters = {
  network: Network
  from: string
  address: string
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[] | undefined
  /** Native value sent with the call, in wei. */
  value?: bigint | undefined
}

export type WriteContractReturnType = { hash: Hex }

export type WriteContractErrorType = EvmErrorType

/**
 * Calls a contract function in a transaction the wallet signs and sends. Returns the hash.
 *
 * @example
 * const { hash } = await writeContract(evm.getWalletClient()!, {
 *   network: mainnet, from, address: token, abi: erc20Abi, functionName: 'approve', args: [spender, 1n],
 * })
 */
export async function writeContract(
  client: WalletClient,
  { network, from, address, abi, functionName, args, value }: WriteContractParameters,
): Promise<WriteContractReturnType> {
  try {
    const hash = await viemWriteContract(client, {
      account: from as Address,
      chain: toViemChain(network),
      address: address as Address,
      abi: abi as Abi,
      functionName,
      ...(args !== undefined && { args }),
      ...(value !== undefined && { value }),
    } as unknown as Parameters<typeof viemWriteContract>[1])
    return { hash }
  } catch (error) {
    throw toEvmError(error)
  }
}
