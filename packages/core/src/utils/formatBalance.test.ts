import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from './errors.js'
import { formatBalance, formatFiat, formatTransferQuantity } from './formatBalance.js'
import { parseUnits } from './units.js'

describe('formatBalance', () => {
  it.each([
    ['1.23456', '1.234'],
    ['1.2349999', '1.234'],
    ['1.9999', '1.999'],
    ['1', '1.000'],
    ['1.5', '1.500'],
    ['0', '0.000'],
    ['0.001', '0.001'],
    ['1234.5', '1,234.500'],
    ['1234567.891', '1,234,567.891'],
    ['999', '999.000'],
    ['-1.23456', '-1.234'],
    ['0001.2', '1.200'],
    ['1e-2', '0.010'],
    ['123456789012345678901234567890.123456', '123,456,789,012,345,678,901,234,567,890.123'],
  ])('%s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })

  it('shows tiny non-zero balances as a bound, not as zero', () => {
    expect(formatBalance('0.0009')).toBe('<0.001')
    expect(formatBalance('0.000000000000000001')).toBe('<0.001')
    expect(formatBalance('-0.0009')).toBe('>-0.001')
    expect(formatBalance('0.0000')).toBe('0.000')
  })

  it('accepts numbers without float rounding', () => {
    expect(formatBalance(1.23456)).toBe('1.234')
    expect(formatBalance(0.1 + 0.2)).toBe('0.300')
    expect(formatBalance(1e21)).toBe('1,000,000,000,000,000,000,000.000')
    expect(formatBalance(1e-7)).toBe('<0.001')
  })

  it.each(['abc', '1.2.3', '', '1,000', NaN])('rejects %j', (input) => {
    expect(() => formatBalance(input)).toThrow(InvalidDecimalNumberError)
  })
})

describe('formatTransferQuantity', () => {
  it.each([
    ['1.23456', '1.234'],
    ['2.000', '2'],
    ['2.1000', '2.1'],
    ['1.0009', '1'],
    ['0', '0'],
    ['1234.5678', '1,234.567'],
    ['0.0009', '<0.001'],
    ['-0.0009', '>-0.001'],
    ['-5.55555', '-5.555'],
  ])('%s → %s', (input, expected) => {
    expect(formatTransferQuantity(input)).toBe(expected)
  })

  it('rejects non-numeric input', () => {
    expect(() => formatTransferQuantity('1.2.3')).toThrow(InvalidDecimalNumberError)
  })
})

describe('formatFiat', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    ['0', '$0.00'],
    ['1', '$1.00'],
    ['1.005', '$1.01'],
    ['1.004999', '$1.00'],
    ['0.995', '$1.00'],
    ['999.995', '$1,000.00'],
    ['-3.456', '-$3.46'],
    ['1234567.891', '$1,234,567.89'],
    ['0.005', '$0.01'],
    ['0.004', '<$0.01'],
    ['-0.004', '>-$0.01'],
    ['12345678901234567890.125', '$12,345,678,901,234,567,890.13'],
  ])('%s → %s', (input, expected) => {
    expect(formatFiat(input)).toBe(expected)
  })

  it('takes another currency symbol', () => {
    expect(formatFiat('1234.5', '€')).toBe('€1,234.50')
    expect(formatFiat('0.001', '€')).toBe('<€0.01')
  })

  it('accepts numbers', () => {
    expect(formatFiat(1.005)).toBe('$1.01') // String(1.005) is '1.005'; float toFixed would give '1.00'
    expect(formatFiat(42)).toBe('$42.00')
  })

  it('rejects non-numeric input', () => {
    expect(() => formatFiat('$5')).toThrow(InvalidDecimalNumberError)
  })
})

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789')
  // Non-negative decimal strings with up to 40 fraction digits.
  const decimalString = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.string({ unit: digit, maxLength: 40 }))
    .map(([integer, fraction]) => (fraction ? `${integer}.${fraction}` : `${integer}`))

  const PRECISION = 45
  const scaled = (value: string) => parseUnits(value.replaceAll(',', ''), PRECISION)
  const ONE_THOUSANDTH = 10n ** BigInt(PRECISION - 3)

  for (const [name, format] of [
    ['formatBalance', formatBalance],
    ['formatTransferQuantity', formatTransferQuantity],
  ] as const) {
    it(`${name} never exceeds the input, drops less than 0.001 and keeps at most 3 decimals`, () => {
      fc.assert(
        fc.property(decimalString, (input) => {
          const output = format(input)
          if (output === '<0.001') {
            expect(scaled(input) > 0n && scaled(input) < ONE_THOUSANDTH).toBe(true)
            return
          }
          expect(output).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,3})?$/)
          const difference = scaled(input) - scaled(output)
          expect(difference >= 0n && difference < ONE_THOUSANDTH).toBe(true)
        }),
      )
    })
  }

  it('formatBalance always shows exactly 3 decimals', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        expect(formatBalance(input)).toMatch(/^(<0\.001|[\d,]+\.\d{3})$/)
      }),
    )
  })

  it('formatFiat is within half a cent and shows exactly 2 decimals', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        const output = formatFiat(input)
        if (output === '<$0.01') {
          expect(scaled(input) > 0n && 2n * scaled(input) < 10n ** BigInt(PRECISION - 2)).toBe(true)
          return
        }
        expect(output).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
        const difference = scaled(output.slice(1)) - scaled(input)
        const halfCent = 5n * 10n ** BigInt(PRECISION - 3)
        expect(difference <= halfCent && -difference < halfCent).toBe(true)
      }),
    )
  })
})
