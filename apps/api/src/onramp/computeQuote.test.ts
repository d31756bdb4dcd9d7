import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeQuote } from './computeQuote.js'
import { onrampProviders } from './providers.js'
import { expiryValid, luhnValid } from './testCards.js'

const base = { currency: 'USD' as const, method: 'card' as const, priceUsd: 2, symbol: 'PTK', decimals: 18 }

describe('computeQuote', () => {
  test('2 % at the minimum, 1 % at the maximum, flat network fee', () => {
    expect(computeQuote({ ...base, amount: 10 })).toMatchObject({
      coinbaseFee: { amount: '0.20', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '9.30' },
      paymentTotal: { amount: '10.00' },
      purchaseAmount: { amount: '4.650000', currency: 'PTK' },
    })
    expect(computeQuote({ ...base, amount: 7500 }).coinbaseFee.amount).toBe('75.00')
  })

  test('limits per method, with the limits in the message', () => {
    expect(() => computeQuote({ ...base, amount: 9.99 })).toThrow(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    expect(() => computeQuote({ ...base, amount: 7500.01 })).toThrow(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    expect(() => computeQuote({ ...base, method: 'ach_bank_account', amount: 25_000 })).not.toThrow()
    expect(() => computeQuote({ ...base, method: 'ach_bank_account', amount: 25_000.01 })).toThrow(
      'Amount must be between 10.00 and 25000.00 USD',
    )
  })

  test('fee rate stays within 1–2 % and the parts add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 750_000 }), (cents) => {
        const amount = cents / 100
        const quote = computeQuote({ ...base, amount })
        expect(quote.feeRate).toBeGreaterThanOrEqual(0.01 - 1e-12)
        expect(quote.feeRate).toBeLessThanOrEqual(0.02 + 1e-12)
        const sum =
          Number(quote.coinbaseFee.amount) +
          Number(quote.networkFee.amount) +
          Number(quote.paymentSubtotal.amount)
        expect(Math.abs(sum - amount)).toBeLessThan(0.011)
      }),
    )
  })
})

test('test cards: Luhn and expiry', () => {
  expect(luhnValid('4242424242424242')).toBe(true)
  expect(luhnValid('4000000000000002')).toBe(true)
  expect(luhnValid('4242424242424241')).toBe(false)
  expect(luhnValid('42')).toBe(false)
  const now = new Date('2026-11-23T00:00:00Z')
  expect(expiryValid('11/26', now)).toBe(true)
  expect(expiryValid('10/26', now)).toBe(false)
  expect(expiryValid('13/30', now)).toBe(false)
  expect(expiryValid('1230', now)).toBe(false)
})

test('every provider charges within 1–2 %, on its own curve', () => {
  for (const provider of onrampProviders) {
    const at = (amount: number) => computeQuote({ ...base, amount, fee: provider.fee }).feeRate
    expect(at(10)).toBeCloseTo(provider.fee.atMin, 12)
    expect(at(7500)).toBeCloseTo(provider.fee.atMax, 12)
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 750_000 }), (cents) => {
        const rate = at(cents / 100)
        expect(rate).toBeGreaterThanOrEqual(0.01 - 1e-12)
        expect(rate).toBeLessThanOrEqual(0.02 + 1e-12)
      }),
    )
  }
  const [portico, meridian] = onrampProviders.map((p) => computeQuote({ ...base, amount: 100, fee: p.fee }))
  expect(portico!.coinbaseFee.amount).not.toBe(meridian!.coinbaseFee.amount)
})
