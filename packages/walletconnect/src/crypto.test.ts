import { x25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { deriveSymKey, generateKeyPair, generateSymKey, hashKey, hashMessage } from './crypto.js'
import { referenceUtils } from './test/reference.js'

const key32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

describe('key agreement', () => {
  test('both peers derive the same symmetric key, and the topic is its SHA-256', () => {
    const dapp = generateKeyPair()
    const wallet = generateKeyPair()
    const symKey = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(symKey).toMatch(/^[0-9a-f]{64}$/)
    expect(deriveSymKey(wallet.privateKey, dapp.publicKey)).toBe(symKey)
    expect(hashKey(symKey)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashKey(symKey)).not.toBe(symKey)
  })

  test('RFC 7748 X25519 vector: the shared secret under our key derivation', () => {
    // RFC 7748 §6.1: Alice's and Bob's keys and their shared secret.
    const alice = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
    const bob = '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb'
    const bobPublic = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
    const alicePublic = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'
    expect(Buffer.from(x25519.getPublicKey(alice)).toString('hex')).toBe(alicePublic)
    expect(deriveSymKey(alice, bobPublic)).toBe(deriveSymKey(bob, alicePublic))
  })

  test('matches the reference implementation for any keys', () => {
    const reference = referenceUtils()
    fc.assert(
      fc.property(key32, key32, (privateKey, peerPrivate) => {
        const peerPublic = Buffer.from(x25519.getPublicKey(Buffer.from(peerPrivate, 'hex'))).toString('hex')
        expect(deriveSymKey(privateKey, peerPublic)).toBe(reference.deriveSymKey(privateKey, peerPublic))
      }),
      { numRuns: 25 },
    )
    fc.assert(
      fc.property(key32, (key) => {
        expect(hashKey(key)).toBe(reference.hashKey(key))
      }),
    )
  })

  test('sha256 known answers', () => {
    expect(hashMessage('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(hashKey('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  test('fresh keys are 32 random bytes', () => {
    const keys = new Set(Array.from({ length: 20 }, generateSymKey))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/)
  })
})
