import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BECH32_CHARSET,
  type Bech32Encoding,
  bech32Decode,
  bech32Encode,
  fromWords,
  toWords,
} from './bech32.js'

// BIP-173 and BIP-350 test vectors.
const validBech32 = [
  'A12UEL5L',
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
]

const validBech32m = [
  'A1LQFN3A',
  'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
  '?1v759aa',
]

const invalidBech32 = [
  '\x201nwldj5', // hrp character out of range
  '\x7f1axkwrx',
  '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx', // too long
  'pzry9x0s0muk', // no separator
  '1pzry9x0s0muk', // empty hrp
  'x1b4n0q5v', // invalid data character
  'li1dgmt3', // too short checksum
  'de1lg7wt\xff', // invalid character in checksum
  'A1G7SGD8', // checksum calculated with uppercase hrp
  '10a06t8', // empty hrp
  '1qzzfhee', // empty hrp
]

const invalidBech32m = [
  '\x201xj0phk',
  '\x7f1g6xzxy',
  '\x801vctc34',
  'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
  'qyrz8wqd2c9m',
  '1qyrz8wqd2c9m',
  'y1b0jsk6g',
  'lt1igcx5c0',
  'in1muywd',
  'mm1crxm3i',
  'au1s5cgom',
  'M1VUXWEZ',
  '16plkw9',
  '1p2gdwpf',
]

const hrp = fc.string({
  unit: fc.integer({ min: 33, max: 126 }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 20,
})
const words = fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 60 })
const encoding = fc.constantFrom<Bech32Encoding>('bech32', 'bech32m')

describe('bech32Decode', () => {
  it.each(validBech32)('accepts bech32 %s', (value) => {
    expect(bech32Decode(value)?.encoding).toBe('bech32')
  })

  it.each(validBech32m)('accepts bech32m %s', (value) => {
    expect(bech32Decode(value)?.encoding).toBe('bech32m')
  })

  it.each([...invalidBech32, ...invalidBech32m])('rejects %j', (value) => {
    expect(bech32Decode(value)).toBeUndefined()
  })

  it('reads hrp and words, lowercase', () => {
    expect(bech32Decode('A12UEL5L')).toEqual({ hrp: 'a', words: [], encoding: 'bech32' })
  })

  it('rejects mixed case', () => {
    expect(bech32Decode('A12uEL5L')).toBeUndefined()
  })

  it('rejects non-ASCII characters that case-map to valid ones (Kelvin sign → k)', () => {
    const upper = bech32Encode('a', [BECH32_CHARSET.indexOf('k')], 'bech32').toUpperCase()
    expect(bech32Decode(upper)).toBeDefined()
    expect(bech32Decode(upper.replace('K', '\u212A'))).toBeUndefined()
  })

  it('never throws on arbitrary strings, and whatever it accepts re-encodes to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (value) => {
        const decoded = bech32Decode(value)
        if (decoded)
          expect(bech32Encode(decoded.hrp, decoded.words, decoded.encoding)).toBe(value.toLowerCase())
      }),
    )
  })

  it('honours a larger length limit', () => {
    const long = bech32Encode('lnbc', new Array(100).fill(0), 'bech32', 200)
    expect(bech32Decode(long)).toBeUndefined()
    expect(bech32Decode(long, 200)?.words).toHaveLength(100)
  })
})

describe('bech32Encode', () => {
  it('reproduces the BIP vectors', () => {
    for (const [values, name] of [
      [validBech32, 'bech32'],
      [validBech32m, 'bech32m'],
    ] as const) {
      for (const value of values) {
        const decoded = bech32Decode(value)
        expect(decoded).toBeDefined()
        if (decoded) expect(bech32Encode(decoded.hrp, decoded.words, name)).toBe(value.toLowerCase())
      }
    }
  })

  it('throws on an invalid hrp, word or length', () => {
    expect(() => bech32Encode('', [], 'bech32')).toThrow(RangeError)
    expect(() => bech32Encode('a b', [], 'bech32')).toThrow(RangeError)
    expect(() => bech32Encode('a', [32], 'bech32')).toThrow(RangeError)
    expect(() => bech32Encode('a', new Array(83).fill(0), 'bech32')).toThrow(RangeError)
  })

  it('round-trips any hrp and words', () => {
    fc.assert(
      fc.property(hrp, words, encoding, (h, w, e) => {
        expect(bech32Decode(bech32Encode(h, w, e))).toEqual({ hrp: h.toLowerCase(), words: w, encoding: e })
      }),
    )
  })

  it('round-trips uppercased', () => {
    fc.assert(
      fc.property(hrp, words, encoding, (h, w, e) => {
        expect(bech32Decode(bech32Encode(h, w, e).toUpperCase())).toEqual({
          hrp: h.toLowerCase(),
          words: w,
          encoding: e,
        })
      }),
    )
  })

  it('rejects any single changed data character (guaranteed by the BCH code)', () => {
    fc.assert(
      fc.property(hrp, words, encoding, fc.nat(), fc.constantFrom(...BECH32_CHARSET), (h, w, e, at, char) => {
        const encoded = bech32Encode(h, w, e)
        const start = encoded.lastIndexOf('1') + 1
        const index = start + (at % (encoded.length - start))
        fc.pre(encoded[index] !== char)
        expect(bech32Decode(encoded.slice(0, index) + char + encoded.slice(index + 1))).toBeUndefined()
      }),
    )
  })

  it('never decodes as the other encoding', () => {
    fc.assert(
      fc.property(hrp, words, encoding, (h, w, e) => {
        expect(bech32Decode(bech32Encode(h, w, e))?.encoding).toBe(e)
      }),
    )
  })
})

describe('toWords / fromWords', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(fromWords(toWords(bytes))).toEqual(bytes)
      }),
    )
  })

  it('rejects non-zero padding and more than 4 bits of padding', () => {
    expect(fromWords([31])).toBeUndefined() // 5 leftover bits
    expect(fromWords([0, 1])).toBeUndefined() // non-zero padding bit
    expect(fromWords([0, 0])).toEqual(Uint8Array.from([0]))
  })
})
