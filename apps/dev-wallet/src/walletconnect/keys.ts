import { sha256 } from '@noble/hashes/sha256'
import bs58 from 'bs58'
import { anvilPrivateKey } from '../createDevWallet.js'
import { solanaDevSeed } from '../solana/keys.js'

/** Anvil's account 1 (from the standard test mnemonic): the page's second account. A public test key. */
export const anvilPrivateKey1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** The default EVM accounts: anvil accounts 0 and 1. */
export const defaultEvmKeys: readonly `0x${string}`[] = [anvilPrivateKey, anvilPrivateKey1]

/** The default Solana seeds, base58: `@portico/devnet-solana`'s accounts 0 and 1 (sha256 of their labels). */
export const defaultSolanaKeys: readonly string[] = [
  bs58.encode(solanaDevSeed),
  bs58.encode(sha256(new TextEncoder().encode('portico-devnet-solana:account-1'))),
]

/** A Solana key option as base58 (what the page config carries). */
export const solanaKeyText = (key: Uint8Array | string) => (typeof key === 'string' ? key : bs58.encode(key))
