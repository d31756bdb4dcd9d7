import type { PsbtSummary } from './signPsbt.js'

/** Satoshis as coins with 8 decimals, trailing zeros dropped. */
export function formatCoins(sats: bigint): string {
  const negative = sats < 0n
  const digits = (negative ? -sats : sats).toString().padStart(9, '0')
  const fraction = digits.slice(-8).replace(/0+$/, '')
  return `${negative ? '-' : ''}${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''}`
}

export const summarizeBitcoinConnect = (addresses: readonly string[], origin: string | undefined) =>
  [`Share your addresses${origin ? ` with ${origin}` : ''}:`, ...addresses.map((a) => `  ${a}`)].join('\n')

export const summarizeBitcoinMessage = (message: string, protocol: string) =>
  `${protocol === 'legacy' ? 'Legacy signature' : 'BIP-322 signature'} of:\n${message}`

/** Who gets what, the change back to the wallet's own addresses, and the fee. */
export function summarizePsbt(summary: PsbtSummary, own: readonly string[], symbol: string): string {
  const lines = summary.outputs.map(
    ({ address, value }) =>
      `${own.includes(address) ? 'Change to' : 'Pay'} ${address}: ${formatCoins(value)} ${symbol}`,
  )
  lines.push(`Fee: ${formatCoins(summary.fee)} ${symbol}`)
  return lines.join('\n')
}
