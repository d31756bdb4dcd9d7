import { PublicKey } from '@solana/web3.js'

/** A Solana address: 32–44 base58 characters that decode to 32 bytes. */
export function toPublicKey(address: string): PublicKey | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return undefined
  try {
    return new PublicKey(address)
  } catch {
    return undefined
  }
}
