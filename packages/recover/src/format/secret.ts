// The wallet secret: the bytes that are split. BIP-39 entropy (16, 20, 24, 28 or 32 bytes), or an imported raw
// key of 33 bytes: one tag byte (0x01 secp256k1 EVM private key, 0x02 ed25519 Solana seed) and the 32 key bytes.
// The length tells the kinds apart: 33 is never valid entropy.
import { ed25519 } from '@noble/curves/ed25519'
import { entropyToMnemonic, mnemonicToEntropy, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import bs58 from 'bs58'
import { equalBytes, fromHex, wipe } from './bytes.js'
import { InvalidKeyError } from './errors.js'
import { isEvmPrivateKey } from './evm.js'

export type SecretKind = 'mnemonic' | 'evm-key' | 'solana-key'

export const EVM_KEY_TAG = 0x01
export const SOLANA_KEY_TAG = 0x02
/** Lengths of BIP-39 entropy: 12, 15, 18, 21 or 24 words. */
export const ENTROPY_LENGTHS: readonly number[] = [16, 20, 24, 28, 32]
/** Bytes of entropy of a new wallet: a 24-word mnemonic. */
export const ENTROPY_BYTES = 32

/** Which kind of secret these bytes are; `InvalidKeyError` (`SECRET_LENGTH`) for any other length or tag. */
export function secretKind(secret: Uint8Array): SecretKind {
  if (ENTROPY_LENGTHS.includes(secret.length)) return 'mnemonic'
  if (secret.length === 33 && secret[0] === EVM_KEY_TAG) {
    if (!isEvmPrivateKey(secret.subarray(1)))
      throw new InvalidKeyError('EVM_KEY_RANGE', 'The EVM private key is out of range')
    return 'evm-key'
  }
  if (secret.length === 33 && secret[0] === SOLANA_KEY_TAG) return 'solana-key'
  throw new InvalidKeyError('SECRET_LENGTH', `A wallet secret of ${secret.length} bytes is not valid`)
}

/** The English BIP-39 mnemonic of entropy. */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist)
}

/** A mnemonic as typed: NFKD, lower case, single spaces. */
export function normalizeMnemonic(words: string): string {
  return words.normalize('NFKD').toLowerCase().trim().split(/\s+/).join(' ')
}

/**
 * The wallet secret (BIP-39 entropy) of an English mnemonic. Refuses a word count other than 12/15/18/21/24
 * (`MNEMONIC_LENGTH`), a word not on the list (`MNEMONIC_WORD`), and a failed checksum (`MNEMONIC_CHECKSUM`).
 *
 * @example
 * secretFromMnemonic('abandon abandon … about') // 16 zero bytes
 */
export function secretFromMnemonic(words: string): Uint8Array {
  const mnemonic = normalizeMnemonic(words)
  const list = mnemonic === '' ? [] : mnemonic.split(' ')
  if (![12, 15, 18, 21, 24].includes(list.length))
    throw new InvalidKeyError('MNEMONIC_LENGTH', 'A recovery phrase has 12, 15, 18, 21 or 24 words')
  const known = new Set(wordlist)
  if (!list.every((word) => known.has(word)))
    throw new InvalidKeyError('MNEMONIC_WORD', 'A word is not on the BIP-39 English list')
  if (!validateMnemonic(mnemonic, wordlist))
    throw new InvalidKeyError('MNEMONIC_CHECKSUM', "The recovery phrase's checksum does not match")
  return mnemonicToEntropy(mnemonic, wordlist)
}

/** The wallet secret of an EVM private key (64 hex digits, `0x` optional, in the range of secp256k1). */
export function secretFromEvmKey(hex: string): Uint8Array {
  const digits = hex.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]{64}$/.test(digits))
    throw new InvalidKeyError('EVM_KEY_FORMAT', 'An EVM private key is 64 hexadecimal digits')
  const key = fromHex(digits)
  try {
    if (!isEvmPrivateKey(key))
      throw new InvalidKeyError('EVM_KEY_RANGE', 'The EVM private key is out of range')
    return tagged(EVM_KEY_TAG, key)
  } finally {
    wipe(key)
  }
}

/**
 * The wallet secret of a Solana secret key as wallets export it: base58 of the 64 bytes seed ‖ public key (the
 * public key must be the seed's), or of the 32-byte seed alone.
 */
export function secretFromSolanaKey(base58: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(base58.trim())
  } catch {
    throw new InvalidKeyError('SOLANA_KEY_FORMAT', 'A Solana secret key is base58 of 64 bytes')
  }
  try {
    if (bytes.length !== 64 && bytes.length !== 32)
      throw new InvalidKeyError('SOLANA_KEY_FORMAT', 'A Solana secret key is base58 of 64 bytes')
    const seed = bytes.subarray(0, 32)
    if (bytes.length === 64 && !equalBytes(ed25519.getPublicKey(seed), bytes.subarray(32)))
      throw new InvalidKeyError('SOLANA_KEY_MISMATCH', "The Solana secret key's public half does not match")
    return tagged(SOLANA_KEY_TAG, seed)
  } finally {
    wipe(bytes)
  }
}

function tagged(tag: number, key: Uint8Array): Uint8Array {
  const secret = new Uint8Array(33)
  secret[0] = tag
  secret.set(key, 1)
  return secret
}
