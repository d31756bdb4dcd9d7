import bs58 from 'bs58'
import { verifySolanaSignature } from '../verify/verifySolanaSignature.js'

export type VerifyMessageParameters = {
  address: string
  message: string | Uint8Array
  /** base58, as `signMessage` returns it, or raw bytes. */
  signature: string | Uint8Array
}

export type VerifyMessageReturnType = boolean

/** Never throws: bad input is not a valid signature. */
export type VerifyMessageErrorType = never

/**
 * True when `signature` is `address`'s ed25519 signature of `message` (strict ed25519: see `verifyEd25519`).
 *
 * @example
 * const valid = verifyMessage({ address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage({
  address,
  message,
  signature,
}: VerifyMessageParameters): VerifyMessageReturnType {
  let bytes: Uint8Array
  try {
    bytes = typeof signature === 'string' ? bs58.decode(signature) : signature
  } catch {
    return false
  }
  const text = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return verifySolanaSignature({ address, message: text, signature: bytes })
}
