import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'

export type VerifySolanaParameters = {
  /** Base58 public key (32 bytes). */
  address: string
  message: Uint8Array
  /** 64 bytes. */
  signature: Uint8Array
}

/** A base58 text of 32 bytes: a Solana public key. */
export function isSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  try {
    return bs58.decode(address).length === 32
  } catch {
    return false
  }
}

/** Verifies the ed25519 signature of the message's bytes by the address's key; false on anything malformed. */
export function verifySolana({ address, message, signature }: VerifySolanaParameters): boolean {
  if (signature.length !== 64 || !isSolanaAddress(address)) return false
  try {
    return ed25519.verify(signature, message, bs58.decode(address), { zip215: false })
  } catch {
    return false
  }
}
