import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { normalizeFiatAmount, validateOnrampAmount } from './onrampAmount.js'

const card = { id: 'card', min: '10.00', max: '7500.00' }
const bank = { id: 'ach_bank_account', min: '10.00', max: '25000.00' }

describe('validateOnrampAmount', () => {
  test('limits are inclusive and name the limit that was broken', () => {
    expect(validateOnrampAmount('10', card, 'USD')).toBeUndefined()
    expect(validateOnrampAmount('7500.00', card, 'USD')).toBeUndefined()
    expect(validateOnrampAmount('9.99', card, 'USD')).toEqual({
      code: 'amountTooLow',
      min: '10.00',
      currency: 'USD',
    })
    expect(validateOnrampAmount('7500.01', card, 'EUR')).toEqual({
      code: 'amountTooHigh',
      max: '7500.00',
      currency: 'EUR',
    })
    // A bank account allows more than a card.
    expect(validateOnrampAmount('20000', bank, 'USD')).toBeUndefined()
    expect(validateOnrampAmount('25000.01', bank, 'USD')?.code).toBe('amountTooHigh')
  })

  test('an empty field is no error; anything that is not a fiat amount is invalidAmount', () => {
    expect(validateOnrampAmount('', card, 'USD')).toBeUndefined()
    expect(validateOnrampAmount('  ', card, 'USD')).toBeUndefined()
    for (const bad of ['abc', '1e3', '-20', '0', '0.00', '10.001', '1,5', '1.2.3', '+20'])
      expect(validateOnrampAmount(bad, card, 'USD')).toEqual({ code: 'invalidAmount' })
  })

  test('without limits only the form of the amount is checked', () => {
    expect(validateOnrampAmount('1', undefined, 'USD')).toBeUndefined()
    expect(validateOnrampAmount('x', undefined, 'USD')).toEqual({ code: 'invalidAmount' })
  })

  test('normalizeFiatAmount writes what the API accepts', () => {
    expect(normalizeFiatAmount('10.')).toBe('10')
    expect(normalizeFiatAmount('.5')).toBe('0.5')
    expect(normalizeFiatAmount(' 12.30 ')).toBe('12.30')
    expect(normalizeFiatAmount('12.345')).toBeUndefined()
  })

  test('every whole number of cents compares exactly against the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
        const error = validateOnrampAmount(text, card, 'USD')
        const expected = cents < 1000 ? 'amountTooLow' : cents > 750_000 ? 'amountTooHigh' : undefined
        expect(error?.code).toBe(expected)
      }),
    )
  })
})
