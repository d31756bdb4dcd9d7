import type { PaymentMethodLimit } from '../../api/types/onramp.js'
import { parseUnits } from '../../utils/units.js'

/** Why an amount cannot be bought, with the limit it broke (in the payment currency). */
export type OnrampInputError =
  /** Not a fiat amount: digits with at most two decimals, above zero. */
  | { code: 'invalidAmount' }
  | { code: 'amountTooLow'; min: string; currency: string }
  | { code: 'amountTooHigh'; max: string; currency: string }

// Digits with an optional point and at most 2 decimals: '10', '10.5', '10.50', '10.' while typing.
const FIAT_AMOUNT = /^(\d+\.?\d{0,2}|\.\d{1,2})$/

/** A fiat amount as the API reads it ('10.' → '10', '.5' → '0.5'), or undefined when it is none. */
export function normalizeFiatAmount(amount: string): string | undefined {
  const text = amount.trim()
  if (!FIAT_AMOUNT.test(text)) return undefined
  const [integer = '', fraction = ''] = text.split('.')
  return fraction ? `${integer || '0'}.${fraction}` : integer
}

/**
 * The first problem with a fiat amount against a payment method's limits (inclusive), or undefined when it
 * can be bought. An empty amount is no error: there is nothing to quote yet.
 *
 * @example
 * validateOnrampAmount('5', { id: 'card', min: '10.00', max: '7500.00' }, 'USD')
 * // { code: 'amountTooLow', min: '10.00', currency: 'USD' }
 */
export function validateOnrampAmount(
  amount: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
): OnrampInputError | undefined {
  if (amount.trim() === '') return undefined
  const normalized = normalizeFiatAmount(amount)
  if (normalized === undefined) return { code: 'invalidAmount' }
  const cents = parseUnits(normalized, 2)
  if (cents <= 0n) return { code: 'invalidAmount' }
  if (!limit) return undefined
  if (cents < parseUnits(limit.min, 2)) return { code: 'amountTooLow', min: limit.min, currency }
  if (cents > parseUnits(limit.max, 2)) return { code: 'amountTooHigh', max: limit.max, currency }
  return undefined
}
