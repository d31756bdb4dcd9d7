import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { messageBytes, type SignableMessage } from '@portico/core'
import { toAccountId } from '../utils/address.js'

/** `message`: text, or `{ raw }` bytes (0x-hex or a Uint8Array), as `signMessage` takes it. */
export type VerifyMessageParameters = { address: string; message: SignableMessage; signature: string }
export type VerifyMessageReturnType = {
  valid: boolean
  /** The key type that verified, or 'none'. */
  crypto: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' | 'none'
}

/** Never throws: bad input is simply not valid. */
export type VerifyMessageErrorType = never

const invalid: VerifyMessageReturnType = { valid: false, crypto: 'none' }

/**
 * Checks a `signRaw` signature of a text message with `signatureVerify`. Extensions sign
 * `<Bytes>message</Bytes>`, so that form is checked first; the bare message is accepted too (signatureVerify
 * tries both forms itself, and some signers do not wrap). Bad input is simply not valid.
 *
 * @example
 * const { valid, crypto } = verifyMessage({ address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage({
  address,
  message,
  signature,
}: VerifyMessageParameters): VerifyMessageReturnType {
  let publicKey: Uint8Array
  try {
    publicKey = toAccountId(address)
  } catch {
    return invalid
  }
  let bytes: Uint8Array
  try {
    bytes = messageBytes(message)
  } catch {
    return invalid
  }
  for (const data of [u8aWrapBytes(bytes), bytes]) {
    try {
      const result = signatureVerify(data, signature, publicKey)
      if (result.isValid) return { valid: true, crypto: result.crypto }
    } catch {
      return invalid
    }
  }
  return invalid
}
