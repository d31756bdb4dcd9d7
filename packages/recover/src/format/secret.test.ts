import bs58 from 'bs58'
import { describe, expect, test } from 'vitest'
import { vectors } from '../test/vectors.js'
import { InvalidKeyError, type InvalidKeyReason } from './errors.js'
import { secretFromEvmKey, secretFromMnemonic, secretFromSolanaKey, secretKind } from './secret.js'

const reason = (run: () => unknown): InvalidKeyReason | undefined => {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidKeyError) return error.reason
    throw error
  }
  return undefined
}

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const SECP256K1_N = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'

describe('mnemonics', () => {
  test('a valid phrase is read whatever its case and spacing', () => {
    expect(secretFromMnemonic(`  ${ABOUT.toUpperCase().replace(/ /g, '   ')}\n`)).toEqual(new Uint8Array(16))
  })

  test('the BIP-39 checksum, the word list and the word count are checked', () => {
    expect(reason(() => secretFromMnemonic(ABOUT.replace(/about$/, 'abandon')))).toBe('MNEMONIC_CHECKSUM')
    expect(reason(() => secretFromMnemonic(ABOUT.replace(/about$/, 'abouts')))).toBe('MNEMONIC_WORD')
    expect(reason(() => secretFromMnemonic(ABOUT.split(' ').slice(1).join(' ')))).toBe('MNEMONIC_LENGTH')
    expect(reason(() => secretFromMnemonic(''))).toBe('MNEMONIC_LENGTH')
  })
})

describe('EVM keys', () => {
  test('64 hex digits with or without 0x, in the range 1..n-1', () => {
    const key = vectors.wallets[4]?.input ?? ''
    expect(secretFromEvmKey(key)).toEqual(secretFromEvmKey(key.slice(2)))
    expect(reason(() => secretFromEvmKey('0x1234'))).toBe('EVM_KEY_FORMAT')
    expect(reason(() => secretFromEvmKey(`0x${'g'.repeat(64)}`))).toBe('EVM_KEY_FORMAT')
    expect(reason(() => secretFromEvmKey(`0x${'0'.repeat(64)}`))).toBe('EVM_KEY_RANGE')
    expect(reason(() => secretFromEvmKey(SECP256K1_N))).toBe('EVM_KEY_RANGE')
    expect(secretFromEvmKey(`${SECP256K1_N.slice(0, -1)}0`)[0]).toBe(0x01)
  })
})

describe('Solana keys', () => {
  test('base58 of 64 bytes whose public half matches the seed (or of the 32-byte seed)', () => {
    const key = vectors.wallets[5]?.input ?? ''
    const bytes = bs58.decode(key)
    expect(secretFromSolanaKey(bs58.encode(bytes.slice(0, 32)))).toEqual(secretFromSolanaKey(key))
    const other = Uint8Array.from(bytes)
    other[40] = (other[40] ?? 0) ^ 1
    expect(reason(() => secretFromSolanaKey(bs58.encode(other)))).toBe('SOLANA_KEY_MISMATCH')
    expect(reason(() => secretFromSolanaKey('0OIl'))).toBe('SOLANA_KEY_FORMAT')
    expect(reason(() => secretFromSolanaKey(bs58.encode(bytes.slice(0, 48))))).toBe('SOLANA_KEY_FORMAT')
  })
})

describe('secret kinds', () => {
  test('entropy lengths are mnemonics; 33 bytes with tag 1 or 2 are raw keys; anything else is refused', () => {
    for (const length of [16, 20, 24, 28, 32]) expect(secretKind(new Uint8Array(length))).toBe('mnemonic')
    expect(secretKind(Uint8Array.from([2, ...new Uint8Array(32)]))).toBe('solana-key')
    expect(secretKind(secretFromEvmKey(vectors.wallets[4]?.input ?? ''))).toBe('evm-key')
    expect(reason(() => secretKind(Uint8Array.from([1, ...new Uint8Array(32)])))).toBe('EVM_KEY_RANGE')
    for (const bytes of [new Uint8Array(33), new Uint8Array(31), new Uint8Array(0), new Uint8Array(64)])
      expect(reason(() => secretKind(bytes))).toBe('SECRET_LENGTH')
  })
})
