import type { Address, Hex, TypedDataDefinition } from 'viem'
import { verifyTypedData as viemVerifyTypedData } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { PublicClient } from './types.js'

export type VerifyTypedDataParameters = {
  address: string
  /** EIP-712 `{ domain, types, primaryType, message }`, as it was signed. */
  typedData: unknown
  /** 0x-prefixed hex: a 65-byte signature, or an ERC-6492 wrapped one. */
  signature: string
}

export type VerifyTypedDataReturnType = boolean

export type VerifyTypedDataErrorType = EvmErrorType

/**
 * Whether `address` signed the EIP-712 typed data: ecrecover for EOAs, ERC-1271 for deployed contract
 * accounts, ERC-6492 for counterfactual ones.
 *
 * @example
 * const valid = await verifyTypedData(evm.getPublicClient(mainnet), { address, typedData, signature })
 */
export async function verifyTypedData(
  client: PublicClient,
  { address, typedData, signature }: VerifyTypedDataParameters,
): Promise<VerifyTypedDataReturnType> {
  try {
    return await viemVerifyTypedData(client, {
      address: address as Address,
      signature: signature as Hex,
      ...(typedData as TypedDataDefinition),
    })
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}
