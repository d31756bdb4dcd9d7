import bs58 from 'bs58'
import { verifyEd25519 } from './verifyEd25519.js'

export type VerifySolanaSignatureParameters = {
  /** Base58 public key (32 bytes). */
  address: string
  message: Uint8Array
  /** 64 bytes. */
  signature: Uint8Array
}

/** The 32 key bytes of a Solana address (32–44 base58 characters), else undefined. */
export function solanaAddressBytes(address: string): Uint8Array | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return undefined
  try {
    const bytes = bs58.decode(address)
    return bytes.length === 32 ? bytes : undefined
  } catch {
    return undefined
  }
}

/** A base58 text of 32 bytes: a Solana public key. */
export const isSolanaAddress = (address: string) => solanaAddressBytes(address) !== undefined

/**
 * Whether `signature` is the address's ed25519 signature of the message's bytes, checked strictly (see
 * `verifyEd25519`). False on anything malformed, never throws.
 *
 * @example
 * verifySolanaSignature({ address, message: new TextEncoder().encode(text), signature: bs58.decode(sig) })
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: VerifySolanaSignatureParameters): boolean {
  const publicKey = solanaAddressBytes(address)
  return publicKey !== undefined && verifyEd25519({ publicKey, message, signature })
}
