import type { Address, Hex } from 'viem'
import { signMessage as viemSignMessage } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { WalletClient } from './types.js'

export type SignMessageParameters = {
  address: string
  /** UTF-8 text, or `{ raw }` bytes as hex or a Uint8Array (viem's `SignableMessage`). */
  message: string | { raw: Hex | Uint8Array }
}

export type SignMessageReturnType = { signature: Hex }

export type SignMessageErrorType = EvmErrorType

/**
 * Signs an EIP-191 message with personal_sign.
 *
 * @example
 * const { signature } = await signMessage(evm.getWalletClient()!, { address, message: 'hello' })
 */
export async function signMessage(
  client: WalletClient,
  { address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  try {
    return { signature: await viemSignMessage(client, { account: address as Address, message }) }
  } catch (error) {
    throw toEvmError(error)
  }
}
