import type { Address, Hex, TypedDataDefinition } from 'viem'
import { verifyMessage, verifyTypedData } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { PublicClient } from './types.js'

export type VerifySignatureParameters = {
  address: string
  /** 0x-prefixed hex: a 65-byte signature, or an ERC-6492 wrapped one. */
  signature: string
} & ({ message: string | { raw: Hex }; typedData?: undefined } | { typedData: unknown; message?: undefined })

export type VerifySignatureReturnType = boolean

export type VerifySignatureErrorType = EvmErrorType

/**
 * Whether `address` signed the message or typed data: ecrecover for EOAs, ERC-1271 `isValidSignature` for
 * deployed contract accounts, and ERC-6492 (deploy, then check) for counterfactual ones.
 */
export async function verifySignature(
  client: PublicClient,
  parameters: VerifySignatureParameters,
): Promise<VerifySignatureReturnType> {
  const address = parameters.address as Address
  const signature = parameters.signature as Hex
  try {
    if (parameters.typedData !== undefined) {
      return await verifyTypedData(client, {
        address,
        signature,
        ...(parameters.typedData as TypedDataDefinition),
      })
    }
    return await verifyMessage(client, { address, signature, message: parameters.message as string })
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}
