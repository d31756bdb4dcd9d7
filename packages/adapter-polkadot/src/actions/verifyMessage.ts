import { messageBytes, type SignableMessage } from '@portico/core'
import { fromHex, isHex } from '../utils/hex.js'
import {
  type VerifyPolkadotSignatureReturnType,
  verifyPolkadotSignature,
} from '../verify/verifyPolkadotSignature.js'

/** `message`: text, or `{ raw }` bytes (0x-hex or a Uint8Array), as `signMessage` takes it. */
export type VerifyMessageParameters = { address: string; message: SignableMessage; signature: string }
/** `crypto`: the key type that verified, or 'none'. */
export type VerifyMessageReturnType = VerifyPolkadotSignatureReturnType

/** Never throws: bad input is simply not valid. */
export type VerifyMessageErrorType = never

const invalid: VerifyMessageReturnType = { valid: false, crypto: 'none' }

/**
 * Checks a `signRaw` signature (0x hex) of a message by an SS58 address: sr25519, ed25519 (strict) or ecdsa,
 * over `<Bytes>message</Bytes>` (what extensions sign) or the bare message — see `verifyPolkadotSignature`.
 * Bad input is simply not valid.
 *
 * @example
 * const { valid, crypto } = verifyMessage({ address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage({
  address,
  message,
  signature,
}: VerifyMessageParameters): VerifyMessageReturnType {
  if (!isHex(signature)) return invalid
  let bytes: Uint8Array
  try {
    bytes = messageBytes(message)
  } catch {
    return invalid
  }
  return verifyPolkadotSignature({ address, message: bytes, signature: fromHex(signature) })
}
