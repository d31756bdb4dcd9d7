import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET } from './base58.js'
import { base58CheckDecode, base58CheckEncode } from './base58check.js'

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('hex') : undefined)

describe('base58CheckEncode / base58CheckDecode', () => {
  it('decodes the genesis block address to version 0 and its hash160', () => {
    expect(hex(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'))).toBe(
      '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18',
    )
  })

  it('encodes version 0 and a hash160 back to the address', () => {
    const payload = Buffer.from('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18', 'hex')
    expect(base58CheckEncode(payload)).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
  })

  it('rejects a wrong checksum, bad characters and too-short input', () => {
    expect(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeUndefined()
    expect(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0')).toBeUndefined()
    expect(base58CheckDecode('')).toBeUndefined()
    expect(base58CheckDecode('111')).toBeUndefined()
  })

  it('round-trips any payload', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (payload) => {
        expect(base58CheckDecode(base58CheckEncode(payload))).toEqual(payload)
      }),
    )
  })

  it('rejects a single changed character', () => {
    // A 4-byte checksum misses a change with odds 2^-32; the seed keeps the run reproducible.
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.constantFrom(...BASE58_ALPHABET),
        (payload, at, char) => {
          const encoded = base58CheckEncode(payload)
          const index = at % encoded.length
          fc.pre(encoded[index] !== char)
          const changed = encoded.slice(0, index) + char + encoded.slice(index + 1)
          expect(base58CheckDecode(changed)).toBeUndefined()
        },
      ),
      { seed: 58 },
    )
  })
})
