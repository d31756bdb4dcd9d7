import { describe, expect, it } from 'vitest'
import { parseDecimal } from './decimal.js'
import { InvalidDecimalNumberError } from './errors.js'

describe('parseDecimal', () => {
  it.each([
    ['1.23456', false, '1', '23456'],
    ['0001.2300', false, '1', '23'],
    ['-12', true, '12', ''],
    ['+12', false, '12', ''],
    ['.5', false, '0', '5'],
    ['5.', false, '5', ''],
    ['-0', false, '0', ''],
    ['-0.000', false, '0', ''],
    ['1e3', false, '1000', ''],
    ['1.5E-3', false, '0', '0015'],
    ['12.34e1', false, '123', '4'],
    ['-2.5e-1', true, '0', '25'],
  ])('%s', (input, negative, integer, fraction) => {
    expect(parseDecimal(input)).toEqual({ negative, integer, fraction })
  })

  it('reads numbers through their shortest string form', () => {
    expect(parseDecimal(0.1 + 0.2)).toEqual({ negative: false, integer: '0', fraction: '30000000000000004' })
    expect(parseDecimal(1e-7)).toEqual({ negative: false, integer: '0', fraction: '0000001' })
    expect(parseDecimal(1e21)).toEqual({ negative: false, integer: `1${'0'.repeat(21)}`, fraction: '' })
    expect(parseDecimal(-0)).toEqual({ negative: false, integer: '0', fraction: '' })
  })

  it.each(['', '.', '-', 'abc', '1.2.3', '1,000', ' 1', '1 ', '0x10', 'e5', '1e', '1e999999', NaN, Infinity])(
    'rejects %s',
    (input) => {
      expect(() => parseDecimal(input)).toThrow(InvalidDecimalNumberError)
    },
  )
})
