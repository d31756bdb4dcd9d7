import { PublicKey } from '@solana/web3.js'
import { solanaAddressBytes } from '../verify/verifySolanaSignature.js'

/** A Solana address (32–44 base58 characters that decode to 32 bytes) as a web3.js `PublicKey`, else undefined. */
export function toPublicKey(address: string): PublicKey | undefined {
  const bytes = solanaAddressBytes(address)
  return bytes && new PublicKey(bytes)
}
