import { InvalidDecimalNumberError, InvalidDecimalsError } from './errors.js'

// Optional minus, then digits with an optional point; '1.', '.5' and '-0.5' are accepted (as in viem).
const UNITS_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/

function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new InvalidDecimalsError(decimals)
}

/**
 * Converts a decimal string to an integer amount of base units: `parseUnits('1.5', 18)` is `1500000000000000000n`.
 * Exact (no floating point). Fraction digits beyond `decimals` are rounded half up on the magnitude, like viem:
 * `parseUnits('0.15', 1)` is `2n` and `parseUnits('-0.15', 1)` is `-2n`.
 * Throws `InvalidDecimalNumberError` for anything else ('1.2.3', 'abc', '', '1e18', ' 1').
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = UNITS_PATTERN.exec(value)
  const [, sign = '', integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) throw new InvalidDecimalNumberError(value)

  let units: bigint
  if (fraction.length > decimals) {
    units = BigInt(`0${integer}${fraction.slice(0, decimals)}`)
    // The first dropped digit alone decides: >= 5 means the dropped part is at least half a unit.
    if (fraction.charCodeAt(decimals) >= 53) units += 1n
  } else {
    units = BigInt(`0${integer}${fraction.padEnd(decimals, '0')}`)
  }
  return sign === '-' ? -units : units
}

/**
 * Converts an integer amount of base units to its canonical decimal string: `formatUnits(1500000000000000000n, 18)`
 * is `'1.5'`. No trailing zeros in the fraction, no point for whole numbers, '-' for negatives.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
