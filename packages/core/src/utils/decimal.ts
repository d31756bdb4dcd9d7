import { InvalidDecimalNumberError } from './errors.js'

/** Exact, normalised pieces of a decimal number: `integer` has no leading zeros, `fraction` no trailing ones. */
export type DecimalParts = {
  negative: boolean
  integer: string
  fraction: string
}

// Optional sign, digits with an optional point (at least one digit overall), optional exponent.
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
// Guards against inputs like '1e999999999' that would allocate huge strings.
const MAX_EXPONENT = 10_000

/**
 * Parses a decimal string or finite number without floating-point arithmetic: numbers go through
 * `String(n)` (shortest round-trip form) and exponents are expanded by moving the point.
 */
export function parseDecimal(value: string | number): DecimalParts {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidDecimalNumberError(value)
  const match = DECIMAL_PATTERN.exec(String(value))
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentDigits = '0'] = match ?? []
  if (!match || (integerDigits === '' && fractionDigits === '')) throw new InvalidDecimalNumberError(value)
  const exponent = Number(exponentDigits)
  if (Math.abs(exponent) > MAX_EXPONENT) throw new InvalidDecimalNumberError(value)

  // Shift the decimal point by `exponent` places within the digit string.
  let digits = integerDigits + fractionDigits
  let point = integerDigits.length + exponent
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  } else if (point > digits.length) {
    digits = digits.padEnd(point, '0')
  }
  const integer = digits.slice(0, point).replace(/^0+/, '') || '0'
  const fraction = digits.slice(point).replace(/0+$/, '')
  const negative = sign === '-' && (integer !== '0' || fraction !== '')
  return { negative, integer, fraction }
}

/** A positive plain decimal ('1', '0.5', '.5'); exponents and signs are not accepted. */
export function isPositiveAmount(amount: string | undefined): amount is string {
  if (!amount || !/^(\d+\.?\d*|\.\d+)$/.test(amount)) return false
  const parts = parseDecimal(amount)
  return parts.integer !== '0' || parts.fraction !== ''
}
