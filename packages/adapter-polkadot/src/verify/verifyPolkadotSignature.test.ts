import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { wrapBytes } from '../utils/wrapBytes.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

// Signatures made by @polkadot/keyring (as extensions make them) verify with the adapter's pure check, in every
// form a signer hands out: raw or as a MultiSignature, over the <Bytes>-wrapped or the bare message.

const encoder = new TextEncoder()
const message = encoder.encode('Sign in to Portico')
const types = ['sr25519', 'ed25519', 'ecdsa'] as const
/** A MultiSignature's type byte per key type. */
const typeByte = { ed25519: 0, sr25519: 1, ecdsa: 2 } as const

let keyring: Keyring
beforeAll(async () => {
  await cryptoWaitReady() // for the keyring's key derivation; the check itself needs none
  keyring = new Keyring({ ss58Format: 2 })
})

const pair = (type: (typeof types)[number]) => keyring.addFromUri(`//PorticoVerify//${type}`, {}, type)

describe('verifyPolkadotSignature', () => {
  test.each(types)(
    '%s over the <Bytes>-wrapped and the bare message, raw and as a MultiSignature',
    (type) => {
      const signer = pair(type)
      for (const data of [wrapBytes(message), message]) {
        const raw = signer.sign(data)
        const multi = new Uint8Array([typeByte[type], ...raw])
        for (const signature of [raw, multi]) {
          expect(verifyPolkadotSignature({ address: signer.address, message, signature })).toEqual({
            valid: true,
            crypto: type,
          })
        }
      }
    },
  )

  test.each(types)('%s: another message, another signer or a flipped bit is not valid', (type) => {
    const signer = pair(type)
    const signature = signer.sign(wrapBytes(message))
    const invalid = { valid: false, crypto: 'none' }
    const other = encoder.encode('Sign in to Portico!')
    expect(verifyPolkadotSignature({ address: signer.address, message: other, signature })).toEqual(invalid)
    const someoneElse = keyring.addFromUri('//PorticoVerify//other', {}, type).address
    expect(verifyPolkadotSignature({ address: someoneElse, message, signature })).toEqual(invalid)
    const flipped = signature.slice()
    flipped[10] = (flipped[10] ?? 0) ^ 1
    expect(verifyPolkadotSignature({ address: signer.address, message, signature: flipped })).toEqual(invalid)
  })

  test('the <Bytes> wrapper is added once; wrapped and Ethereum-style messages are left as they are', () => {
    const wrapped = wrapBytes(message)
    expect(new TextDecoder().decode(wrapped)).toBe('<Bytes>Sign in to Portico</Bytes>')
    expect(wrapBytes(wrapped)).toEqual(wrapped)
    const ethereum = encoder.encode('\x19Ethereum Signed Message:\n5hello')
    expect(wrapBytes(ethereum)).toEqual(ethereum)
    expect(new TextDecoder().decode(wrapBytes(new Uint8Array()))).toBe('<Bytes></Bytes>')
  })

  test('bad input is not valid and never throws', () => {
    const { address } = pair('sr25519')
    const invalid = { valid: false, crypto: 'none' }
    for (const signature of [new Uint8Array(), new Uint8Array(64), new Uint8Array(65), new Uint8Array(66)]) {
      expect(verifyPolkadotSignature({ address, message, signature })).toEqual(invalid)
    }
    for (const bad of ['', '0x1234', `${address.slice(0, -1)}x`, 'not an address']) {
      expect(verifyPolkadotSignature({ address: bad, message, signature: new Uint8Array(64) })).toEqual(
        invalid,
      )
    }
  })
})
