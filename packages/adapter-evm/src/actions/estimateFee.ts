import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'
import type { PublicClient } from './types.js'

export type EstimateFeeParameters = {
  from: string
  to: string
  /** Base units of the native token, or of `token`. */
  value: bigint
  data?: Hex | undefined
  /** An ERC20 transfer of `value` to `to` instead of a native send. */
  token?: { address: string } | undefined
}

/** The fee in wei, or `null` when it cannot be estimated. */
export type EstimateFeeReturnType = bigint | null

/** Never throws: a failed estimate reads `null`. */
export type EstimateFeeErrorType = never

/**
 * Gas estimate × gas price of a native send or an ERC20 transfer, in wei. Gas failures return null.
 *
 * @example
 * const fee = await estimateFee(evm.getPublicClient(mainnet), { from, to, value: parseEther('0.1') })
 */
export async function estimateFee(
  client: PublicClient,
  { from, to, value, data, token }: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  const request = token
    ? {
        to: token.address as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, value] }),
      }
    : { to: to as Address, value, ...(data !== undefined && { data }) }
  try {
    const [gas, gasPrice] = await Promise.all([
      estimateGas(client, { account: from as Address, ...request }),
      getGasPrice(client),
    ])
    return gas * gasPrice
  } catch {
    return null
  }
}
