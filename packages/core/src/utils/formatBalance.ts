import { type DecimalParts, parseDecimal } from './decimal.js'

// Balances are truncated to 3 decimals, transfer quantities to 3 decimals, fiat rounded to 2 decimals.
const BALANCE_DECIMALS = 3
const TRANSFER_QUANTITY_DECIMALS = 3
const FIAT_DECIMALS = 2

/**
 * A number prepared for display: the digits are decided here, the UI writes them for the reader's
 * locale (`Intl.NumberFormat` with these fraction digits; decimal strings are formatted exactly).
 */
export type DisplayDecimal = {
  /** Plain decimal without grouping, e.g. '-1234.5'; for a bound, the bound itself ('0.001', '-0.001'). */
  value: string
  /** Fraction digits to show at least (zeros are padded) … */
  minimumFractionDigits: number
  /** … and at most (`value` never has more). */
  maximumFractionDigits: number
  /**
   * Set when a non-zero value would show as zero: it is shown as a bound instead ('<0.001', or '>-0.001'
   * for negatives), because a person reading '0.000' would think it is empty.
   */
  bound: 'lessThan' | 'greaterThan' | undefined
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

function toDisplay(
  parts: DecimalParts,
  shown: DecimalParts,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): DisplayDecimal {
  if (isZero(shown) && !isZero(parts)) {
    const step = `0.${'1'.padStart(maximumFractionDigits, '0')}`
    return {
      value: parts.negative ? `-${step}` : step,
      minimumFractionDigits: maximumFractionDigits,
      maximumFractionDigits,
      bound: parts.negative ? 'greaterThan' : 'lessThan',
    }
  }
  const fraction = shown.fraction ? `.${shown.fraction}` : ''
  return {
    value: `${shown.negative ? '-' : ''}${shown.integer}${fraction}`,
    minimumFractionDigits,
    maximumFractionDigits,
    bound: undefined,
  }
}

/**
 * A displayed balance: truncated (never rounded up) to 3 decimals, always shown with 3 decimals.
 * '1.23456' → 1.234, '1234.5' → 1,234.500, '0' → 0.000; tiny non-zero values such as '0.0009' are the bound
 * <0.001. Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function balanceDecimal(value: string | number): DisplayDecimal {
  const parts = parseDecimal(value)
  return toDisplay(parts, truncate(parts, BALANCE_DECIMALS), BALANCE_DECIMALS, BALANCE_DECIMALS)
}

/**
 * A quantity in a transfer: truncated to at most 3 decimals, trailing zeros dropped.
 * '1234.5678' → 1,234.567, '2.000' → 2, '0.0009' → <0.001.
 * Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function transferQuantityDecimal(value: string | number): DisplayDecimal {
  const parts = parseDecimal(value)
  return toDisplay(parts, truncate(parts, TRANSFER_QUANTITY_DECIMALS), 0, TRANSFER_QUANTITY_DECIMALS)
}

/**
 * A fiat amount: rounded half up to 2 decimals (money convention), always shown with 2 decimals.
 * '1234.5' → $1,234.50, '-3.456' → -$3.46, '0.004' → <$0.01. String input is handled exactly; numbers go
 * through their shortest string form (no float arithmetic).
 * Throws `InvalidDecimalNumberError` for non-numeric input.
 */
export function fiatDecimal(value: string | number): DisplayDecimal {
  const parts = parseDecimal(value)
  return toDisplay(parts, roundHalfUp(parts, FIAT_DECIMALS), FIAT_DECIMALS, FIAT_DECIMALS)
}
