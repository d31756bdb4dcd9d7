import type { TokenBalance } from '@portico/core'
import { isPositiveAmount } from '@portico/core'
import type { Formats } from '../../i18n/formats.js'

/** Fee headroom kept back by Max on the native token: 1.5 × the estimated fee. */
const FEE_HEADROOM = 1.5

/**
 * The Max amount: the whole balance of a token; for the native token the balance less 1.5 × the estimated
 * fee (when it is known), so that the transfer can pay for its gas.
 */
export function maxAmount(token: TokenBalance, gasPriceInUSD: number | undefined): string {
  const numeric = token.quantity.numeric
  if (token.address || gasPriceInUSD === undefined || !token.price) return numeric
  const decimals = Math.min(Number(token.quantity.decimals) || 18, 8)
  const fee = (gasPriceInUSD / token.price) * FEE_HEADROOM
  const rest = Math.max(Number(numeric) - fee, 0)
  return trimZeros(floorTo(rest, decimals))
}

function floorTo(value: number, decimals: number): string {
  const factor = 10 ** decimals
  return (Math.floor(value * factor) / factor).toFixed(decimals)
}

function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}

/** The USD value of an amount of a token, for the line under the amount. */
export function amountInUsd(
  amount: string | undefined,
  token: TokenBalance | undefined,
  formats: Formats,
): string {
  if (!token || !isPositiveAmount(amount)) return formats.fiat(0)
  return formats.fiat(Number(amount) * token.price)
}
