import { type DecimalParts, parseDecimal } from './decimal.js'

// Spec §9: balances truncated to 3 decimals, transfer quantities 3 decimals, fiat 2 decimals.
const BALANCE_DECIMALS = 3
const TRANSFER_QUANTITY_DECIMALS = 3
const FIAT_DECIMALS = 2

/** '1234567' → '1,234,567' (en-US grouping, independent of the runtime locale). */
function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Non-zero values that truncate/round to zero are shown as a bound instead of a misleading zero:
 * '<0.001' (or '>-0.001' for negatives), with the currency symbol inside for fiat ('<$0.01').
 */
function tinyLabel(negative: boolean, places: number, symbol = ''): string {
  const step = `0.${'1'.padStart(places, '0')}`
  return negative ? `>-${symbol}${step}` : `<${symbol}${step}`
}

/** Drops fraction digits beyond `places` (towards zero), keeping the sign. */
function truncate(parts: DecimalParts, places: number): DecimalParts {
  return { ...parts, fraction: parts.fraction.slice(0, places).replace(/0+$/, '') }
}

/** Rounds the magnitude half up (half away from zero) to `places` digits, exactly, using bigint. */
function roundHalfUp(parts: DecimalParts, places: number): DecimalParts {
  if (parts.fraction.length <= places) return parts
  let units = BigInt(parts.integer + parts.fraction.slice(0, places))
  if (parts.fraction.charCodeAt(places) >= 53) units += 1n
  const digits = units.toString().padStart(places + 1, '0')
  return {
    negative: parts.negative,
    integer: digits.slice(0, digits.length - places),
    fraction: digits.slice(digits.length - places).replace(/0+$/, ''),
  }
}

function isZero(parts: DecimalParts): boolean {
  return parts.integer === '0' && parts.fraction === ''
}

/**
 * Displayed balance: truncated (never rounded up) to 3 decimals, always with 3 decimals and thousands separators.
 * '1.23456' → '1.234', '1234.5' → '1,234.500', '0' → '0.000'; tiny non-zero values such as '0.0009' → '<0.001'
 * because a user reading '0.000' would think the balance is empty.
 * Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function formatBalance(value: string | number): string {
  const parts = parseDecimal(value)
  const truncated = truncate(parts, BALANCE_DECIMALS)
  if (isZero(truncated) && !isZero(parts)) return tinyLabel(parts.negative, BALANCE_DECIMALS)
  const fraction = truncated.fraction.padEnd(BALANCE_DECIMALS, '0')
  return `${truncated.negative ? '-' : ''}${groupThousands(truncated.integer)}.${fraction}`
}

/**
 * Quantity in a transfer description: truncated to at most 3 decimals, trailing zeros dropped, thousands
 * separators. '1234.5678' → '1,234.567', '2.000' → '2', '0.0009' → '<0.001'.
 * Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function formatTransferQuantity(value: string | number): string {
  const parts = parseDecimal(value)
  const truncated = truncate(parts, TRANSFER_QUANTITY_DECIMALS)
  if (isZero(truncated) && !isZero(parts)) return tinyLabel(parts.negative, TRANSFER_QUANTITY_DECIMALS)
  const fraction = truncated.fraction ? `.${truncated.fraction}` : ''
  return `${truncated.negative ? '-' : ''}${groupThousands(truncated.integer)}${fraction}`
}

/**
 * Fiat amount: rounded half up to 2 decimals (money convention), always 2 decimals, symbol and thousands
 * separators. '1234.5' → '$1,234.50', '-3.456' → '-$3.46', '0.004' → '<$0.01', '0' → '$0.00'.
 * String input is handled exactly; numbers go through their shortest string form (no float arithmetic).
 * Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function formatFiat(value: string | number, currencySymbol = '$'): string {
  const parts = parseDecimal(value)
  const rounded = roundHalfUp(parts, FIAT_DECIMALS)
  if (isZero(rounded) && !isZero(parts)) return tinyLabel(parts.negative, FIAT_DECIMALS, currencySymbol)
  const fraction = rounded.fraction.padEnd(FIAT_DECIMALS, '0')
  return `${rounded.negative ? '-' : ''}${currencySymbol}${groupThousands(rounded.integer)}.${fraction}`
}
