import type { Address, Hex } from 'viem'
import { verifyMessage as viemVerifyMessage } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { PublicClient } from './types.js'

export type VerifyMessageParameters = {
  address: string
  /** UTF-8 text, or `{ raw }` bytes as hex, as it was signed. */
  message: string | { raw: Hex }
  /** 0x-prefixed hex: a 65-byte signature, or an ERC-6492 wrapped one. */
  signature: string
}

export type VerifyMessageReturnType = boolean

export type VerifyMessageErrorType = EvmErrorType

/**
 * Whether `address` signed the EIP-191 message: ecrecover for EOAs, ERC-1271 `isValidSignature` for
 * deployed contract accounts, and ERC-6492 (deploy, then check, in one simulated call) for counterfactual ones.
 *
 * @example
 * const valid = await verifyMessage(evm.getPublicClient(mainnet), { address, message: 'hello', signature })
 */
export async function verifyMessage(
  client: PublicClient,
  { address, message, signature }: VerifyMessageParameters,
): Promise<VerifyMessageReturnType> {
  try {
    return await viemVerifyMessage(client, {
      address: address as Address,
      signature: signature as Hex,
      message,
    })
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}
