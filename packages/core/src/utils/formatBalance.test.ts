import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from './errors.js'
import { balanceDecimal, type DisplayDecimal, transferQuantityDecimal } from './formatBalance.js'

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
