import { sha256 } from '@noble/hashes/sha256'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'

/**
 * The default key: the seed sha256("portico-devnet-solana:account-0"), the first funded account of
 * @portico/devnet-solana. A public test key: never hold real funds with it.
 */
export const solanaDevSeed = sha256(new TextEncoder().encode('portico-devnet-solana:account-0'))

/** A keypair from a 32-byte seed, a 64-byte secret key, or either in base58. */
export function toKeypair(secret: Uint8Array | string | undefined): Keypair {
  const bytes = typeof secret === 'string' ? bs58.decode(secret) : (secret ?? solanaDevSeed)
  if (bytes.length === 32) return Keypair.fromSeed(bytes)
  if (bytes.length === 64) return Keypair.fromSecretKey(bytes)
  throw new Error('Invalid Solana secret key: expected a 32-byte seed or a 64-byte secret key')
}
