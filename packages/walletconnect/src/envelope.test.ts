import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { generateKeyPair, generateSymKey } from './crypto.js'
import { base64ToBytes, bytesToBase64 } from './encoding.js'
import { openEnvelope, readEnvelopeHeader, sealEnvelope } from './envelope.js'
import { EnvelopeError } from './errors.js'
import { referenceUtils } from './test/reference.js'

const key32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

const flip = (encoded: string, index: (length: number) => number) => {
  const bytes = base64ToBytes(encoded)
  const at = index(bytes.length)
  bytes[at] = bytes[at]! ^ 0x01
  return bytesToBase64(bytes)
}

describe('envelopes', () => {
  test('type 0 round-trips any text', () => {
    fc.assert(
      fc.property(key32, fc.string({ unit: 'grapheme', maxLength: 200 }), (symKey, message) => {
        const encoded = sealEnvelope({ symKey, message })
        expect(readEnvelopeHeader(encoded)).toEqual({ type: 0 })
        expect(base64ToBytes(encoded).length).toBe(1 + 12 + new TextEncoder().encode(message).length + 16)
        expect(openEnvelope({ symKey, encoded })).toBe(message)
      }),
    )
  })

  test('type 1 carries the sender public key and round-trips', () => {
    fc.assert(
      fc.property(key32, key32, fc.string({ maxLength: 100 }), (symKey, senderPublicKey, message) => {
        const encoded = sealEnvelope({ symKey, message, type: 1, senderPublicKey })
        expect(readEnvelopeHeader(encoded)).toEqual({ type: 1, senderPublicKey })
        expect(openEnvelope({ symKey, encoded })).toBe(message)
      }),
    )
  })

  test('a changed bit anywhere after the type byte (key, iv, ciphertext, tag) is rejected', () => {
    fc.assert(
      fc.property(
        key32,
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.boolean(),
        (symKey, message, at, typeOne) => {
          const senderPublicKey = generateKeyPair().publicKey
          const encoded = sealEnvelope(
            typeOne ? { symKey, message, type: 1, senderPublicKey } : { symKey, message },
          )
          const start = typeOne ? 33 : 1
          const tampered = flip(encoded, (length) => start + (at % (length - start)))
          expect(() => openEnvelope({ symKey, encoded: tampered })).toThrow(EnvelopeError)
        },
      ),
    )
  })

  test('tampering with the tag, the iv or the ciphertext is rejected', () => {
    const symKey = generateSymKey()
    const encoded = sealEnvelope({ symKey, message: '{"id":1}' })
    expect(() => openEnvelope({ symKey, encoded: flip(encoded, (length) => length - 1) })).toThrow(
      EnvelopeError,
    ) // tag
    expect(() => openEnvelope({ symKey, encoded: flip(encoded, () => 1) })).toThrow(EnvelopeError) // iv
    expect(() => openEnvelope({ symKey, encoded: flip(encoded, () => 13) })).toThrow(EnvelopeError) // ciphertext
  })

  test('the wrong key is rejected', () => {
    fc.assert(
      fc.property(key32, key32, fc.string(), (symKey, other, message) => {
        fc.pre(symKey !== other)
        expect(() => openEnvelope({ symKey: other, encoded: sealEnvelope({ symKey, message }) })).toThrow(
          EnvelopeError,
        )
      }),
    )
  })

  test('malformed envelopes are rejected', () => {
    const symKey = generateSymKey()
    expect(() => openEnvelope({ symKey, encoded: 'not base64!' })).toThrow(EnvelopeError)
    expect(() =>
      openEnvelope({ symKey, encoded: bytesToBase64(Uint8Array.of(2, ...new Uint8Array(40))) }),
    ).toThrow(/Unsupported envelope type 2/)
    expect(() => openEnvelope({ symKey, encoded: bytesToBase64(Uint8Array.of(0, 1, 2)) })).toThrow(
      /too short/,
    )
    expect(() =>
      openEnvelope({ symKey, encoded: bytesToBase64(Uint8Array.of(1, ...new Uint8Array(40))) }),
    ).toThrow(/too short/)
    expect(() => sealEnvelope({ symKey, message: 'x', type: 1 })).toThrow(EnvelopeError)
    expect(() => sealEnvelope({ symKey: 'ab', message: 'x' })).toThrow(EnvelopeError)
  })

  test('known answer: a fixed key and iv give the bytes the reference implementation gives', () => {
    const reference = referenceUtils()
    const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
    const iv = '000102030405060708090a0b'
    const message = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'
    const ours = sealEnvelope({ symKey, message, iv })
    expect(ours).toBe(reference.encrypt({ symKey, message, iv }))
    expect(Buffer.from(base64ToBytes(ours).subarray(0, 13)).toString('hex')).toBe(`00${iv}`)
    const senderPublicKey = generateKeyPair().publicKey
    expect(sealEnvelope({ symKey, message, iv, type: 1, senderPublicKey })).toBe(
      reference.encrypt({ symKey, message, iv, type: 1, senderPublicKey }),
    )
  })

  test('interoperates with the reference implementation both ways', () => {
    const reference = referenceUtils()
    fc.assert(
      fc.property(key32, fc.string({ maxLength: 100 }), (symKey, message) => {
        expect(reference.decrypt({ symKey, encoded: sealEnvelope({ symKey, message }) })).toBe(message)
        expect(openEnvelope({ symKey, encoded: reference.encrypt({ symKey, message }) })).toBe(message)
      }),
      { numRuns: 30 },
    )
  })
})
