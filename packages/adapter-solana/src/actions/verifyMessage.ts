import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { toPublicKey } from '../utils/address.js'

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
 * True when `signature` is `address`'s ed25519 signature of `message`.
 *
 * @example
 * const valid = verifyMessage({ address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage({
  address,
  message,
  signature,
}: VerifyMessageParameters): VerifyMessageReturnType {
  const key = toPublicKey(address)
  if (!key) return false
  try {
    const bytes = typeof signature === 'string' ? bs58.decode(signature) : signature
    const text = typeof message === 'string' ? new TextEncoder().encode(message) : message
    return ed25519.verify(bytes, text, key.toBytes())
  } catch {
    return false
  }
}
