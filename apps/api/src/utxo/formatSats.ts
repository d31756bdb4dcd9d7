/** Satoshis as a decimal coin amount with up to 8 decimals, trailing zeros dropped. */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const digits = (negative ? -sats : sats).toString().padStart(9, '0')
  const fraction = digits.slice(-8).replace(/0+$/, '')
  return `${negative ? '-' : ''}${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''}`
}
