import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET, base58Decode, base58Encode } from './base58.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

// Vectors of the IETF base58 draft (draft-msporny-base58; its leading-ones typo fixed).
const vectors: [Uint8Array, string][] = [
  [utf8('Hello World!'), '2NEpo7TZRRrLZSi2U'],
  [
    utf8('The quick brown fox jumps over the lazy dog.'),
    'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z',
  ],
  [Uint8Array.from([0x00, 0x00, 0x28, 0x7f, 0xb4, 0xcd]), '11233QC4'],
  [new Uint8Array(), ''],
  [Uint8Array.from([0]), '1'],
  [Uint8Array.from([57]), 'z'],
  [Uint8Array.from([58]), '21'],
]

describe('base58Encode / base58Decode', () => {
  it.each(vectors)('%s ⇄ %s', (bytes, text) => {
    expect(base58Encode(bytes)).toBe(text)
    expect(base58Decode(text)).toEqual(bytes)
  })

  it('decodes 32 ones to 32 zero bytes (the Solana system program)', () => {
    expect(base58Decode('1'.repeat(32))).toEqual(new Uint8Array(32))
  })

  it.each(['0', 'O', 'I', 'l', '+', ' ', '2NEpo7TZRRrLZSi2U0', 'é'])('rejects %j', (text) => {
    expect(base58Decode(text)).toBeUndefined()
  })

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
      }),
    )
  })

  it('keeps leading zero bytes as leading ones', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.uint8Array({ maxLength: 16 }), (zeros, rest) => {
        const bytes = Uint8Array.from([...new Uint8Array(zeros), 1, ...rest])
        expect(base58Encode(bytes).startsWith(`${'1'.repeat(zeros)}`)).toBe(true)
        expect(base58Encode(bytes)[zeros]).not.toBe('1')
      }),
    )
  })

  it('round-trips any base58 string (the codec is a bijection)', () => {
    const text = fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), maxLength: 60 })
    fc.assert(
      fc.property(text, (value) => {
        const bytes = base58Decode(value)
        expect(bytes).toBeDefined()
        expect(base58Encode(bytes as Uint8Array)).toBe(value)
      }),
    )
  })

  it('rejects any string with a character outside the alphabet', () => {
    const outside = fc
      .string({ minLength: 1, maxLength: 1 })
      .filter((char) => !BASE58_ALPHABET.includes(char))
    fc.assert(
      fc.property(fc.string(), outside, fc.string(), (head, bad, tail) => {
        expect(base58Decode(head + bad + tail)).toBeUndefined()
      }),
    )
  })
})
