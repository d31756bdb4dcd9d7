import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

/** A keypair derived from a label: the same on every run and every machine (test keys, never for real funds). */
export function deterministicKeypair(label: string): Keypair {
  const seed = createHash('sha256').update(`portico-devnet-solana:${label}`).digest()
  return Keypair.fromSeed(Uint8Array.from(seed))
}

/** The test accounts' keypairs, in order. */
export const testKeypair = (index: number) => deterministicKeypair(`account-${index}`)
export const mintKeypair = () => deterministicKeypair('mint')
export const mintAuthorityKeypair = () => deterministicKeypair('mint-authority')
export const faucetKeypair = () => deterministicKeypair('faucet')
