// The wallet's keys: 32 bytes of entropy → BIP-39 mnemonic → seed → one EVM key (BIP-32, secp256k1) and one
// Solana key (SLIP-0010, ed25519). Only the entropy is ever split and stored; keys are derived when needed.
import { ed25519 } from '@noble/curves/ed25519'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedWebcrypto } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import bs58 from 'bs58'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { randomBytes, wipe } from './bytes.js'
import { deriveEd25519 } from './slip10.js'

/** Where the EVM key sits (MetaMask's first account). */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** Where the Solana key sits (Phantom's and Solflare's first account). */
export const SOLANA_PATH = "m/44'/501'/0'/0'"
/** Bytes of entropy of a new wallet: a 24-word mnemonic. */
export const ENTROPY_BYTES = 32

export type WalletAddresses = { eip155: Hex; solana: string }

export type WalletKeys = {
  evm: { privateKey: Uint8Array; address: Hex }
  /** `secretKey` is the 32-byte ed25519 seed; Solana wallets export it as base58 of seed ‖ public key. */
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
  addresses: WalletAddresses
  /** Zeroes the private key bytes. */
  wipe(): void
}

/** Fresh entropy for a new wallet. */
export function newEntropy(): Uint8Array {
  return randomBytes(ENTROPY_BYTES)
}

/** The 24-word English mnemonic of the entropy. */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist)
}

/** The wallet's keys from its entropy (the seed is wiped once the keys are derived). */
export async function keysFromEntropy(entropy: Uint8Array): Promise<WalletKeys> {
  return keysFromMnemonic(mnemonicOf(entropy))
}

/**
 * The EVM and Solana keys of a BIP-39 mnemonic (no passphrase).
 *
 * @example
 * const keys = await keysFromMnemonic('abandon … about')
 * keys.addresses.eip155 // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 */
export async function keysFromMnemonic(mnemonic: string): Promise<WalletKeys> {
  const seed = await mnemonicToSeedWebcrypto(mnemonic)
  try {
    const root = HDKey.fromMasterSeed(seed)
    const node = root.derive(EVM_PATH)
    const evmKey = Uint8Array.from(node.privateKey ?? [])
    node.wipePrivateData()
    root.wipePrivateData()
    if (evmKey.length !== 32) throw new Error('EVM key derivation failed')
    const { key: solanaKey, chainCode } = deriveEd25519(seed, SOLANA_PATH)
    wipe(chainCode)
    const publicKey = ed25519.getPublicKey(solanaKey)
    const evmAddress = privateKeyToAccount(bytesToHex(evmKey)).address
    const solanaAddress = bs58.encode(publicKey)
    return {
      evm: { privateKey: evmKey, address: evmAddress },
      solana: { secretKey: solanaKey, publicKey, address: solanaAddress },
      addresses: { eip155: evmAddress, solana: solanaAddress },
      wipe: () => wipe(evmKey, solanaKey),
    }
  } finally {
    wipe(seed)
  }
}

/** The Solana secret key as wallets import it: base58 of the 32-byte seed followed by the public key. */
export function solanaSecretKeyBase58(keys: WalletKeys): string {
  const full = new Uint8Array(64)
  full.set(keys.solana.secretKey)
  full.set(keys.solana.publicKey, 32)
  try {
    return bs58.encode(full)
  } finally {
    wipe(full)
  }
}
