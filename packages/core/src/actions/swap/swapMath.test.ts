import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatUnits, parseUnits } from '../../utils/units.js'
import {
  formatSwapAmount,
  gasPriceInUSD,
  hasSwapAllowance,
  isInsufficientGas,
  isInsufficientSourceToken,
  maxSlippageUnits,
  minimumReceived,
  priceImpact,
  providerFee,
  toBaseUnits,
} from './swapMath.js'

const decimals = fc.integer({ min: 0, max: 24 })
const units = fc.bigInt({ min: 0n, max: 10n ** 40n })
const slippage = fc.double({ min: 0, max: 50, noNaN: true })

describe('decimals conversion', () => {
  test('base units survive display units and back, for any decimals', () => {
    fc.assert(fc.property(units, decimals, (value, d) => toBaseUnits(formatUnits(value, d), d) === value))
  })

  test('6-decimal display truncates: never above the amount, less than one 6th-decimal step below', () => {
    fc.assert(
      fc.property(units, decimals, (value, d) => {
        const shown = parseUnits(formatSwapAmount(value, d), Math.max(d, 6))
        const exact = value * 10n ** BigInt(Math.max(d, 6) - d)
        const step = 10n ** BigInt(Math.max(d, 6) - 6)
        return shown <= exact && exact - shown < step && /^\d+\.\d{6}$/.test(formatSwapAmount(value, d))
      }),
    )
    expect(formatSwapAmount(2_961_193_847n, 6)).toBe('2961.193847')
    expect(formatSwapAmount(1_234_567_890_123_456_789n, 18)).toBe('1.234567')
    expect(formatSwapAmount(5n, 0)).toBe('5.000000')
  })
})

describe('provider fee', () => {
  test('is 0.85 % of the source amount, rounded down to base units', () => {
    fc.assert(
      fc.property(units, decimals, (value, d) => {
        const fee = parseUnits(providerFee(formatUnits(value, d), d), d)
        return fee * 10_000n <= value * 85n && value * 85n < (fee + 1n) * 10_000n
      }),
    )
    expect(providerFee('1', 18)).toBe('0.0085')
    expect(providerFee('200', 6)).toBe('1.7')
  })
})

describe('minimum received under slippage', () => {
  test('never above the quote, never below zero, and the quote itself at 0 %', () => {
    fc.assert(
      fc.property(units, slippage, (quote, s) => {
        const min = minimumReceived(quote, s)
        return min <= quote && min >= 0n && minimumReceived(quote, 0) === quote
      }),
    )
  })

  test('more slippage never promises more', () => {
    fc.assert(
      fc.property(units, slippage, slippage, (quote, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return minimumReceived(quote, high) <= minimumReceived(quote, low)
      }),
    )
  })

  test('the cost of slippage and the minimum add up to the quote', () => {
    fc.assert(
      fc.property(
        units,
        slippage,
        (quote, s) => maxSlippageUnits(quote, s) + minimumReceived(quote, s) === quote,
      ),
    )
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n)
  })
})

describe('balance, gas and allowance checks', () => {
  const usdc = { address: 'eip155:1:0xA0b8', decimals: 6 }
  const held = [{ address: 'eip155:1:0xa0B8', quantity: { decimals: '6', numeric: '10.5' } }]

  test('the source balance must cover the amount; an unknown balance is insufficient', () => {
    expect(isInsufficientSourceToken('10.5', usdc, held)).toBe(false)
    expect(isInsufficientSourceToken('10.500001', usdc, held)).toBe(true)
    expect(isInsufficientSourceToken('1', { ...usdc, address: 'eip155:1:0xdead' }, held)).toBe(true)
    fc.assert(
      fc.property(units, units, (a, b) => {
        const balances = [{ ...held[0]!, quantity: { decimals: '6', numeric: formatUnits(b, 6) } }]
        return isInsufficientSourceToken(formatUnits(a, 6), usdc, balances) === a > b
      }),
    )
  })

  test('gas: zero or unknown native balance is insufficient, else the USD cost must fit', () => {
    expect(isInsufficientGas(undefined, 1)).toBe(true)
    expect(isInsufficientGas(0, 0)).toBe(true)
    expect(isInsufficientGas(5, 6)).toBe(true)
    expect(isInsufficientGas(5, 5)).toBe(false)
    expect(isInsufficientGas(5, undefined)).toBe(false)
    // 150 000 gas at 10 gwei is 0.0015 ETH: 4.5 USD at 3000 USD/ETH.
    expect(gasPriceInUSD(10_000_000_000n, 3000)).toBeCloseTo(4.5, 10)
  })

  test('allowance: at least the amount in source base units; false when anything is missing', () => {
    fc.assert(
      fc.property(units, units, decimals, (allowance, amount, d) => {
        return hasSwapAllowance(allowance.toString(), formatUnits(amount, d), d) === allowance >= amount
      }),
    )
    expect(hasSwapAllowance(undefined, '1', 6)).toBe(false)
    expect(hasSwapAllowance('1000000', undefined, 6)).toBe(false)
    expect(hasSwapAllowance('1000000', '1', undefined)).toBe(false)
    expect(hasSwapAllowance('not a number', '1', 6)).toBe(false)
  })

  test('price impact compares USD values in and out', () => {
    expect(priceImpact({ sourceAmount: '1', sourcePrice: 3000, toAmount: '2970', toPrice: 1 })).toBeCloseTo(1)
    expect(priceImpact({ sourceAmount: '1', sourcePrice: 0, toAmount: '2970', toPrice: 1 })).toBeUndefined()
  })
})
