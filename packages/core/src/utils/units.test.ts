import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError, InvalidDecimalsError } from './errors.js'
import { formatUnits, parseUnits } from './units.js'

describe('parseUnits', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['0.000000000000000001', 18, 1n],
    ['123.456', 6, 123_456_000n],
    ['-1.5', 6, -1_500_000n],
    ['.5', 1, 5n],
    ['5.', 1, 50n],
    ['007.10', 2, 710n],
    ['0', 0, 0n],
    ['-0', 18, 0n],
    ['42', 0, 42n],
  ])('%s with %i decimals', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it('rounds extra fraction digits half up on the magnitude', () => {
    expect(parseUnits('0.15', 1)).toBe(2n)
    expect(parseUnits('0.14999999999999999999', 1)).toBe(1n)
    expect(parseUnits('0.149', 2)).toBe(15n)
    expect(parseUnits('0.144', 2)).toBe(14n)
    expect(parseUnits('1.5', 0)).toBe(2n)
    expect(parseUnits('1.4', 0)).toBe(1n)
    expect(parseUnits('0.99', 1)).toBe(10n)
    expect(parseUnits('-0.15', 1)).toBe(-2n)
    expect(parseUnits('-0.14', 1)).toBe(-1n)
    expect(parseUnits('0.4', 0)).toBe(0n)
  })

  it.each(['1.2.3', 'abc', '', '.', '-', '1e18', ' 1', '1 ', '+1', '1,5', '0x1', '--1', '1-'])(
    'rejects %j',
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalNumberError)
    },
  )

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects decimals %d', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidDecimalsError)
  })
})

describe('formatUnits', () => {
  it.each([
    [10n ** 18n, 18, '1'],
    [15n * 10n ** 17n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 2, '-0.01'],
    [123_456_000n, 6, '123.456'],
    [42n, 0, '42'],
  ])('%s with %i decimals', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('rejects invalid decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(InvalidDecimalsError)
  })
})

describe('properties', () => {
  const decimalsArb = fc.integer({ min: 0, max: 36 })
  const digit = fc.constantFrom(...'0123456789')
  const nonZeroDigit = fc.constantFrom(...'123456789')

  // Canonical decimal strings with at most `decimals` fraction digits: no leading zeros, no trailing fraction
  // zeros, no bare point, no '-0'.
  const canonical = decimalsArb.chain((decimals) =>
    fc
      .record({
        negative: fc.boolean(),
        integer: fc.oneof(
          fc.constant('0'),
          fc.tuple(nonZeroDigit, fc.string({ unit: digit, maxLength: 30 })).map(([h, t]) => h + t),
        ),
        fraction:
          decimals === 0
            ? fc.constant('')
            : fc.oneof(
                fc.constant(''),
                fc
                  .tuple(fc.string({ unit: digit, maxLength: decimals - 1 }), nonZeroDigit)
                  .map(([h, t]) => h + t),
              ),
      })
      .map(({ negative, integer, fraction }) => {
        const body = fraction ? `${integer}.${fraction}` : integer
        const isZero = integer === '0' && fraction === ''
        return { value: negative && !isZero ? `-${body}` : body, decimals }
      }),
  )

  it('formatUnits(parseUnits(x)) === x for canonical decimals', () => {
    fc.assert(
      fc.property(canonical, ({ value, decimals }) => {
        expect(formatUnits(parseUnits(value, decimals), decimals)).toBe(value)
      }),
    )
  })

  it('parseUnits(formatUnits(n)) === n for n >= 0 and decimals 0..36', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), decimalsArb, (n, decimals) => {
        expect(parseUnits(formatUnits(n, decimals), decimals)).toBe(n)
      }),
    )
  })

  it('parseUnits(formatUnits(n)) === n for negative n too', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 256n), max: 0n }), decimalsArb, (n, decimals) => {
        expect(parseUnits(formatUnits(n, decimals), decimals)).toBe(n)
      }),
    )
  })

  it('rounding is within half a unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 1, max: 18 }),
        (n, decimals, extra) => {
          // n has decimals + extra fraction digits; parse at `decimals` and compare at full precision.
          const value = formatUnits(n, decimals + extra)
          const scale = 10n ** BigInt(extra)
          const diff = parseUnits(value, decimals) * scale - n
          expect(2n * diff <= scale && -2n * diff < scale).toBe(true)
        },
      ),
    )
  })
})
