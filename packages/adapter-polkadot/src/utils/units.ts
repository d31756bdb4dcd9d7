/** Planck as display units, trailing zeros dropped (`1500000000000n`, 12 → `1.5`). */
export function formatPlanck(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const fraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '')
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals)
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
