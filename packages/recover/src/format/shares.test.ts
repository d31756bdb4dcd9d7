import fc from 'fast-check'
import { combine, split } from 'shamir-secret-sharing'
import { describe, expect, test } from 'vitest'
import { ShareMismatchError } from './errors.js'
import { gfDiv, gfInv, gfMul } from './gf256.js'
import { combineShares2, shareAt, shareX } from './shares.js'

const byte = fc.integer({ min: 0, max: 255 })
const nonZero = fc.integer({ min: 1, max: 255 })
const secret = fc.uint8Array({ minLength: 1, maxLength: 33 })

describe('GF(2^8)', () => {
  test('multiplication is commutative and distributes over XOR; 1 is its unit, 0 absorbs', () => {
    fc.assert(
      fc.property(byte, byte, byte, (a, b, c) => {
        expect(gfMul(a, b)).toBe(gfMul(b, a))
        expect(gfMul(a, b ^ c)).toBe(gfMul(a, b) ^ gfMul(a, c))
        expect(gfMul(a, 1)).toBe(a)
        expect(gfMul(a, 0)).toBe(0)
      }),
    )
  })

  test('every non-zero element has an inverse, and division undoes multiplication', () => {
    for (let a = 1; a < 256; a++) expect(gfMul(a, gfInv(a))).toBe(1)
    fc.assert(
      fc.property(byte, nonZero, (a, b) => {
        expect(gfDiv(gfMul(a, b), b)).toBe(a)
      }),
    )
    expect(() => gfInv(0)).toThrow(RangeError)
  })

  test("the field is AES's (x^8 + x^4 + x^3 + x + 1): 0x57 · 0x83 = 0xc1", () => {
    expect(gfMul(0x57, 0x83)).toBe(0xc1)
  })
})

describe('shares agree with shamir-secret-sharing', () => {
  test('split with the npm library, extend with shareAt, combine with either: the same secret', async () => {
    await fc.assert(
      fc.asyncProperty(secret, nonZero, fc.integer({ min: 0, max: 2 }), async (bytes, x, k) => {
        const shares = await split(bytes, 3, 2)
        const known = shares[k] as Uint8Array
        fc.pre(!shares.some((share) => shareX(share) === x))
        const extra = shareAt(bytes, known, x)
        expect(shareX(extra)).toBe(x)
        for (const other of shares) {
          expect(await combine([other, extra])).toEqual(bytes)
          expect(combineShares2(other, extra)).toEqual(bytes)
          expect(combineShares2(extra, other)).toEqual(bytes)
        }
        expect(combineShares2(shares[0] as Uint8Array, shares[1] as Uint8Array)).toEqual(bytes)
        // The share at an x the split already has is that share.
        const again = shares[(k + 1) % 3] as Uint8Array
        expect(shareAt(bytes, known, shareX(again))).toEqual(again)
      }),
      { numRuns: 100 },
    )
  })

  test('two shares at the same x, at x = 0, or of different lengths are refused', async () => {
    const [a, b] = await split(new Uint8Array(32).fill(5), 3, 2)
    if (!a || !b) throw new Error('split failed')
    expect(() => combineShares2(a, a)).toThrow(ShareMismatchError)
    expect(() => combineShares2(a, b.slice(1))).toThrow(ShareMismatchError)
    const zero = Uint8Array.from(b)
    zero[zero.length - 1] = 0
    expect(() => combineShares2(a, zero)).toThrow(ShareMismatchError)
    expect(() => shareAt(new Uint8Array(32), a, 0)).toThrow(RangeError)
    expect(() => shareAt(new Uint8Array(31), a, 9)).toThrow(ShareMismatchError)
  })
})
