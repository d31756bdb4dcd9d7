import { isUnsupported } from '../connectors/satsConnect.js'
import type { BitcoinWalletConnection, MessageProtocol } from '../connectors/types.js'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import type { WalletErrorType } from '../errors/toWalletError.js'

export type SignMessageParameters = {
  address: string
  message: string
  /** Default BIP-322 simple; the wallet's legacy signing is used when that is all it offers. */
  protocol?: MessageProtocol | undefined
}
export type SignMessageReturnType = { signature: string; protocol: MessageProtocol }
export type SignMessageErrorType = UnsupportedWalletFeatureError | WalletErrorType

/**
 * Signs a message with the wallet: BIP-322 simple where the wallet offers it, else legacy. A wallet that
 * does not declare its protocols (sats-connect) is asked for BIP-322 first and for legacy when it answers
 * that it does not know that (never after a refusal). The signature is base64.
 *
 * @example
 * const { signature, protocol } = await signMessage(wallet, { address, message: 'Sign in to Portico' })
 */
export async function signMessage(
  connection: BitcoinWalletConnection,
  { address, message, protocol }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const wanted = protocol ?? 'bip322-simple'
  const declared = connection.messageProtocols()
  if (declared) {
    const chosen = declared.includes(wanted) ? wanted : protocol === undefined ? declared[0] : undefined
    if (!chosen) throw new UnsupportedWalletFeatureError(`${wanted} message signing`)
    return {
      signature: await connection.signMessage({ address, message, protocol: chosen }),
      protocol: chosen,
    }
  }
  try {
    return {
      signature: await connection.signMessage({ address, message, protocol: wanted }),
      protocol: wanted,
    }
  } catch (error) {
    if (protocol !== undefined || wanted === 'legacy' || !isUnsupported(error)) throw error
    return {
      signature: await connection.signMessage({ address, message, protocol: 'legacy' }),
      protocol: 'legacy',
    }
  }
}
