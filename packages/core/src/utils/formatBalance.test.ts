import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from './errors.js'
import {
  balanceDecimal,
  type DisplayDecimal,
  fiatDecimal,
  formatTransferQuantity,
  transferQuantityDecimal,
} from './formatBalance.js'
import { parseUnits } from './units.js'

/** The digits as shown without grouping: bound sign, value, zeros padded to the minimum. */
function digits({ value, minimumFractionDigits, bound }: DisplayDecimal): string {
  const [integer = '', fraction = ''] = value.split('.')
  const padded = fraction.padEnd(minimumFractionDigits, '0')
  const sign = bound === 'lessThan' ? '<' : bound === 'greaterThan' ? '>' : ''
  return `${sign}${integer}${padded ? `.${padded}` : ''}`
}

describe('balanceDecimal', () => {
  it.each([
    ['1.23456', '1.234'],
    ['1.2349999', '1.234'],
    ['1.9999', '1.999'],
    ['1', '1.000'],
    ['1.5', '1.500'],
    ['0', '0.000'],
    ['0.001', '0.001'],
    ['1234.5', '1234.500'],
    ['999', '999.000'],
    ['-1.23456', '-1.234'],
    ['0001.2', '1.200'],
    ['1e-2', '0.010'],
    ['123456789012345678901234567890.123456', '123456789012345678901234567890.123'],
  ])('%s → %s', (input, expected) => {
    expect(digits(balanceDecimal(input))).toBe(expected)
  })

  it('always shows 3 decimals', () => {
    expect(balanceDecimal('1.5')).toEqual({
      value: '1.5',
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
      bound: undefined,
    })
  })

  it('shows tiny non-zero balances as a bound, not as zero', () => {
    expect(balanceDecimal('0.0009')).toEqual({
      value: '0.001',
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
      bound: 'lessThan',
    })
    expect(digits(balanceDecimal('0.000000000000000001'))).toBe('<0.001')
    expect(digits(balanceDecimal('-0.0009'))).toBe('>-0.001')
    expect(digits(balanceDecimal('0.0000'))).toBe('0.000')
  })

  it('accepts numbers without float rounding', () => {
    expect(digits(balanceDecimal(1.23456))).toBe('1.234')
    expect(digits(balanceDecimal(0.1 + 0.2))).toBe('0.300')
    expect(digits(balanceDecimal(1e21))).toBe('1000000000000000000000.000')
    expect(digits(balanceDecimal(1e-7))).toBe('<0.001')
  })

  it.each(['abc', '1.2.3', '', '1,000', NaN])('rejects %j', (input) => {
    expect(() => balanceDecimal(input)).toThrow(InvalidDecimalNumberError)
  })
})

describe('transferQuantityDecimal', () => {
  it.each([
    ['1.23456', '1.234'],
    ['2.000', '2'],
    ['2.1000', '2.1'],
    ['1.0009', '1'],
    ['0', '0'],
    ['1234.5678', '1234.567'],
    ['0.0009', '<0.001'],
    ['-0.0009', '>-0.001'],
    ['-5.55555', '-5.555'],
  ])('%s → %s', (input, expected) => {
    expect(digits(transferQuantityDecimal(input))).toBe(expected)
  })

  it('rejects non-numeric input', () => {
    expect(() => transferQuantityDecimal('1.2.3')).toThrow(InvalidDecimalNumberError)
  })
})

describe('formatTransferQuantity (core’s English swap summary)', () => {
  it.each([
    ['1234.5678', '1,234.567'],
    ['-1234.5', '-1,234.5'],
    ['2.000', '2'],
    ['0.0009', '<0.001'],
    ['-0.0009', '>-0.001'],
  ])('%s → %s', (input, expected) => {
    expect(formatTransferQuantity(input)).toBe(expected)
  })
})

describe('fiatDecimal', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['0', '0.00'],
    ['1', '1.00'],
    ['1.005', '1.01'],
    ['1.004999', '1.00'],
    ['0.995', '1.00'],
    ['999.995', '1000.00'],
    ['-3.456', '-3.46'],
    ['0.005', '0.01'],
    ['0.004', '<0.01'],
    ['-0.004', '>-0.01'],
    ['12345678901234567890.125', '12345678901234567890.13'],
  ])('%s → %s', (input, expected) => {
    expect(digits(fiatDecimal(input))).toBe(expected)
  })

  it('accepts numbers', () => {
    expect(digits(fiatDecimal(1.005))).toBe('1.01') // String(1.005) is '1.005'; float toFixed would give '1.00'
    expect(digits(fiatDecimal(42))).toBe('42.00')
  })

  it('rejects non-numeric input', () => {
    expect(() => fiatDecimal('$5')).toThrow(InvalidDecimalNumberError)
  })
})

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789')
  // Non-negative decimal strings with up to 40 fraction digits.
  const decimalString = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.string({ unit: digit, maxLength: 40 }))
    .map(([integer, fraction]) => (fraction ? `${integer}.${fraction}` : `${integer}`))

  const PRECISION = 45
  const scaled = (value: string) => parseUnits(value, PRECISION)
  const ONE_THOUSANDTH = 10n ** BigInt(PRECISION - 3)

  for (const [name, display] of [
    ['balanceDecimal', balanceDecimal],
    ['transferQuantityDecimal', transferQuantityDecimal],
  ] as const) {
    it(`${name} never exceeds the input, drops less than 0.001 and keeps at most 3 decimals`, () => {
      fc.assert(
        fc.property(decimalString, (input) => {
          const output = digits(display(input))
          if (output === '<0.001') {
            expect(scaled(input) > 0n && scaled(input) < ONE_THOUSANDTH).toBe(true)
            return
          }
          expect(output).toMatch(/^\d+(\.\d{1,3})?$/)
          const difference = scaled(input) - scaled(output)
          expect(difference >= 0n && difference < ONE_THOUSANDTH).toBe(true)
        }),
      )
    })
  }

  it('balanceDecimal always shows exactly 3 decimals', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        expect(digits(balanceDecimal(input))).toMatch(/^(<0\.001|\d+\.\d{3})$/)
      }),
    )
  })

  it('fiatDecimal is within half a cent and shows exactly 2 decimals', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        const output = digits(fiatDecimal(input))
        if (output === '<0.01') {
          expect(scaled(input) > 0n && 2n * scaled(input) < 10n ** BigInt(PRECISION - 2)).toBe(true)
          return
        }
        expect(output).toMatch(/^\d+\.\d{2}$/)
        const difference = scaled(output) - scaled(input)
        const halfCent = 5n * 10n ** BigInt(PRECISION - 3)
        expect(difference <= halfCent && -difference < halfCent).toBe(true)
      }),
    )
  })
})
