import { messageBytes, type SignableMessage, UnsupportedWalletFeatureError } from '@portico/core'
import type { InjectedSigner } from '../connectors/types.js'
import { toWalletError, type WalletErrorType } from '../errors/toWalletError.js'
import { toHex } from '../utils/hex.js'

/** `message`: text, or `{ raw }` bytes (0x-hex or a Uint8Array). */
export type SignMessageParameters = { address: string; message: SignableMessage }

export type SignMessageReturnType = { signature: `0x${string}` }

export type SignMessageErrorType = UnsupportedWalletFeatureError | WalletErrorType

/**
 * Signs a message (text as its UTF-8 bytes, or raw bytes) with the extension's `signRaw` (type 'bytes'). Extensions sign `<Bytes>…</Bytes>`
 * around the message; `verifyMessage` accepts that and the bare message.
 *
 * @example
 * const { signature } = await signMessage(injected.signer, { address, message: 'Sign in to Portico' })
 */
export async function signMessage(
  signer: InjectedSigner,
  { address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (!signer.signRaw) throw new UnsupportedWalletFeatureError('signRaw')
  try {
    const { signature } = await signer.signRaw({
      address,
      data: toHex(messageBytes(message)),
      type: 'bytes',
    })
    return { signature }
  } catch (error) {
    throw toWalletError(error)
  }
}
