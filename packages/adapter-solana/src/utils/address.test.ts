import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isSolanaAddress } from '../verify/verifySolanaSignature.js'
import { toPublicKey } from './address.js'

// The adapter's isAddress is the light isSolanaAddress (bs58 only), so that it needs no @solana/web3.js. It must
// accept exactly what web3.js's PublicKey does among 32–44 base58 characters, the adapter's address rule.
const web3Accepts = (address: string) => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  try {
    new PublicKey(address)
    return true
  } catch {
    return false
  }
}

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const candidates = fc.oneof(
  // Keys of 32 bytes and their near misses (31, 33 bytes), leading zero bytes included.
  fc.uint8Array({ minLength: 31, maxLength: 33 }).map((bytes) => bs58.encode(bytes)),
  fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.uint8Array({ minLength: 28, maxLength: 32 }))
    .map(([zeros, bytes]) => bs58.encode(Uint8Array.of(...new Array(zeros).fill(0), ...bytes))),
  // Base58 text of every length around the rule's bounds, and text with characters outside the alphabet.
  fc.string({ unit: fc.constantFrom(...base58), minLength: 30, maxLength: 46 }),
  fc.string({
    unit: fc.constantFrom(...base58, '0', 'O', 'I', 'l', ' ', '+', 'é'),
    minLength: 30,
    maxLength: 46,
  }),
)

test('isAddress (isSolanaAddress) accepts exactly the addresses web3.js PublicKey accepts', () => {
  for (const address of ['11111111111111111111111111111111', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'])
    expect(isSolanaAddress(address)).toBe(true)
  fc.assert(
    fc.property(candidates, (address) => {
      expect(isSolanaAddress(address)).toBe(web3Accepts(address))
    }),
    { numRuns: 5000 },
  )
})

test('toPublicKey gives the same key as PublicKey of the text, or undefined where isAddress is false', () => {
  fc.assert(
    fc.property(candidates, (address) => {
      const key = toPublicKey(address)
      if (!web3Accepts(address)) expect(key).toBeUndefined()
      else expect(key?.toBase58()).toBe(new PublicKey(address).toBase58())
    }),
    { numRuns: 2000 },
  )
})
