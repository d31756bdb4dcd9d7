import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import fc from 'fast-check'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { detectImportKind, type ImportFailure, InvalidImportError, parseImport } from './importKey.js'
import { keysFromEntropy } from './keys.js'

const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ORDER = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'

function failure(text: string): { reason: ImportFailure; word?: string | undefined } {
  try {
    parseImport(text)
  } catch (error) {
    if (error instanceof InvalidImportError) return { reason: error.reason, word: error.word }
    throw error
  }
  throw new Error(`accepted: ${text}`)
}

describe('detectImportKind names what the user is typing', () => {
  test.each([
    ['', undefined],
    ['   ', undefined],
    ['aban', 'mnemonic'],
    ['Abandon ability', 'mnemonic'],
    [`${DEVNET_MNEMONIC}\n`, 'mnemonic'],
    ['0x', 'evm-key'],
    ['0xac09', 'evm-key'],
    [ANVIL_KEY.slice(2), 'evm-key'],
    [bs58.encode(Keypair.generate().secretKey), 'solana-key'],
    ['4NMwxzmYj2uvHuq8xoqhY8RXg63KSVJM1DXkpbmkUY7Y', 'solana-key'],
    ['0x12 34', undefined],
    ['not-a-key!', undefined],
  ])('%j → %s', (text, kind) => {
    expect(detectImportKind(text)).toBe(kind)
  })
})

describe('a recovery phrase', () => {
  test('becomes its BIP-39 entropy, whatever the case and spacing; the devnet phrase gives the anvil account', async () => {
    const { kind, secret } = parseImport(`  Test test TEST test\ttest test\ntest test test test test   junk `)
    expect(kind).toBe('mnemonic')
    expect(secret).toHaveLength(16)
    const keys = await keysFromEntropy(secret)
    keys.wipe()
    expect(keys.addresses.eip155).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('of every BIP-39 length round-trips to the same entropy', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(16, 20, 24, 28, 32)
          .chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
        (entropy) => {
          expect(parseImport(entropyToMnemonic(entropy, wordlist)).secret).toEqual(entropy)
        },
      ),
      { numRuns: 50 },
    )
  })

  test('is refused with the reason: word count, unknown word (named), checksum', () => {
    expect(failure('abandon abandon abandon')).toEqual({ reason: 'word-count', word: undefined })
    expect(failure(`${DEVNET_MNEMONIC} test`)).toEqual({ reason: 'word-count', word: undefined })
    expect(failure(DEVNET_MNEMONIC.replace('junk', 'junks'))).toEqual({
      reason: 'unknown-word',
      word: 'junks',
    })
    expect(failure(DEVNET_MNEMONIC.replace('junk', 'test'))).toEqual({ reason: 'checksum', word: undefined })
    expect(failure(Array(12).fill('abandon').join(' '))).toEqual({ reason: 'checksum', word: undefined })
    expect(failure('')).toEqual({ reason: 'empty', word: undefined })
    expect(failure('not-a-key!')).toEqual({ reason: 'unrecognised', word: undefined })
  })
})

describe('an EVM private key', () => {
  test('becomes tag 0x01 ‖ the 32 key bytes, with or without 0x', () => {
    const { kind, secret } = parseImport(ANVIL_KEY)
    expect(kind).toBe('evm-key')
    expect(bytesToHex(secret)).toBe(`0x01${ANVIL_KEY.slice(2)}`)
    expect(parseImport(ANVIL_KEY.slice(2).toUpperCase()).secret).toEqual(secret)
  })

  test('outside 1 … n−1 of secp256k1, or of the wrong length, is refused', () => {
    expect(failure(`0x${'0'.repeat(64)}`).reason).toBe('key-invalid')
    expect(failure(`0x${ORDER}`).reason).toBe('key-invalid')
    expect(failure(`0x${'f'.repeat(64)}`).reason).toBe('key-invalid')
    expect(failure(`${ANVIL_KEY}00`).reason).toBe('key-invalid')
    expect(failure(ANVIL_KEY.slice(0, -2)).reason).toBe('key-invalid')
    expect(parseImport(`0x${ORDER.slice(0, -1)}0`).secret[32]).toBe(0x40)
  })
})

describe('a Solana secret key', () => {
  test('of 64 bytes (seed ‖ public key) or the 32-byte seed becomes tag 0x02 ‖ the seed', () => {
    const pair = Keypair.generate()
    const { kind, secret } = parseImport(bs58.encode(pair.secretKey))
    expect(kind).toBe('solana-key')
    expect(secret[0]).toBe(0x02)
    expect(secret.subarray(1)).toEqual(pair.secretKey.subarray(0, 32))
    expect(parseImport(bs58.encode(pair.secretKey.subarray(0, 32))).secret).toEqual(secret)
  })

  test('whose public half is not its seed’s, or of another length, is refused', () => {
    const [a, b] = [Keypair.generate(), Keypair.generate()]
    const mixed = new Uint8Array(64)
    mixed.set(a.secretKey.subarray(0, 32))
    mixed.set(b.publicKey.toBytes(), 32)
    expect(failure(bs58.encode(mixed)).reason).toBe('key-invalid')
    expect(failure(bs58.encode(a.secretKey.subarray(0, 48))).reason).toBe('key-invalid')
  })
})
