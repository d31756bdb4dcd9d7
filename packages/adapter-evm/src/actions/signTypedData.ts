import type { Address, Hex, TypedDataDefinition } from 'viem'
import { signTypedData as viemSignTypedData } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { WalletClient } from './types.js'

export type SignTypedDataParameters = {
  address: string
  /** EIP-712 `{ domain, types, primaryType, message }`. */
  typedData: unknown
}

export type SignTypedDataReturnType = { signature: Hex }

export type SignTypedDataErrorType = EvmErrorType

/**
 * Signs EIP-712 typed data with eth_signTypedData_v4.
 *
 * @example
 * const { signature } = await signTypedData(evm.getWalletClient()!, { address, typedData })
 */
export async function signTypedData(
  client: WalletClient,
  { address, typedData }: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  try {
    // viem validates the definition against its types before asking the wallet.
    const definition = typedData as TypedDataDefinition
    return { signature: await viemSignTypedData(client, { account: address as Address, ...definition }) }
  } catch (error) {
    throw toEvmError(error)
  }
}
