import { formatUnits, parseUnits } from '../../utils/units.js'
import { SWAP_DISPLAY_DECIMALS, SWAP_GAS_UNITS, SWAP_PROVIDER_FEE_PERCENT } from './swapConstants.js'
import type { SwapToken } from './swapTypes.js'

// The swap's amount maths, exact on base units (bigint) wherever an amount is compared or sent.

const BPS = 10_000n

/** Percent → basis points, rounded (1 % = 100 bps). */
function toBps(percent: number): bigint {
  return BigInt(Math.round(percent * 100))
}

/** An amount in display units → base units of a token with `decimals` (exact; extra digits round half up). */
export function toBaseUnits(amount: string, decimals: number): bigint {
  return parseUnits(amount, decimals)
}

/**
 * Base units → display string with exactly `places` decimals, truncated (never shows more than there is):
 * `formatSwapAmount(1_500_000n, 6)` is '1.500000'.
 */
export function formatSwapAmount(value: bigint, decimals: number, places = SWAP_DISPLAY_DECIMALS): string {
  const scaled =
    decimals > places ? value / 10n ** BigInt(decimals - places) : value * 10n ** BigInt(places - decimals)
  const negative = scaled < 0n
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0')
  const integer = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places)
  return `${negative ? '-' : ''}${integer}${places > 0 ? `.${fraction}` : ''}`
}

/** The provider's fee (0.85 %) of an amount, rounded down to the token's base units, in display units. */
export function providerFee(amount: string, decimals: number): string {
  const units = toBaseUnits(amount, decimals)
  return formatUnits((units * toBps(SWAP_PROVIDER_FEE_PERCENT)) / BPS, decimals)
}

/** The least a quote may deliver under a slippage tolerance (percent, 0–100): never above the quote. */
export function minimumReceived(quote: bigint, slippage: number): bigint {
  const bps = toBps(Math.min(Math.max(slippage, 0), 100))
  return (quote * (BPS - bps)) / BPS
}

/** What the slippage tolerance may cost, in base units of the destination (quote − minimum received). */
export function maxSlippageUnits(quote: bigint, slippage: number): bigint {
  return quote - minimumReceived(quote, slippage)
}

/**
 * Percent of the source's USD value not coming back as the destination's USD value. Undefined without
 * prices or amounts.
 */
export function priceImpact({
  sourceAmount,
  sourcePrice,
  toAmount,
  toPrice,
}: {
  sourceAmount: string
  sourcePrice: number
  toAmount: string
  toPrice: number
}): number | undefined {
  const input = Number(sourceAmount) * sourcePrice
  const output = Number(toAmount) * toPrice
  if (!(input > 0) || !(toPrice > 0) || !Number.isFinite(output)) return undefined
  return ((input - output) / input) * 100
}

/** USD cost of the assumed 150 000 gas units at `gasFee` per unit. */
export function gasPriceInUSD(gasFee: bigint, networkPrice: number, nativeDecimals = 18): number {
  return Number(formatUnits(gasFee * SWAP_GAS_UNITS, nativeDecimals)) * networkPrice
}

/** A native balance of 0 (or unknown) cannot pay gas; nor one below the gas cost in USD. */
export function isInsufficientGas(
  networkBalanceInUSD: number | undefined,
  gasInUSD: number | undefined,
): boolean {
  if (networkBalanceInUSD === undefined || !(networkBalanceInUSD > 0)) return true
  return (gasInUSD ?? 0) > networkBalanceInUSD
}

/** Same CAIP-10 address, case aside. */
export function sameSwapAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}

/** True when the held balance of `token` is below `amount`; an unknown balance counts as insufficient. */
export function isInsufficientSourceToken(
  amount: string,
  token: Pick<SwapToken, 'address' | 'decimals'>,
  balances: readonly Pick<SwapToken, 'address' | 'quantity'>[],
): boolean {
  const held = balances.find((balance) => sameSwapAddress(balance.address, token.address))?.quantity.numeric
  if (held === undefined) return true
  try {
    return toBaseUnits(held, token.decimals) < toBaseUnits(amount, token.decimals)
  } catch {
    return true
  }
}

/**
 * Allowed only if the returned allowance (a big integer) is at least the source amount in source
 * base units; false if any input is missing or unreadable.
 */
export function hasSwapAllowance(
  allowance: string | undefined,
  amount: string | undefined,
  decimals: number | undefined,
): boolean {
  if (allowance === undefined || !amount || decimals === undefined) return false
  try {
    return BigInt(allowance) >= toBaseUnits(amount, decimals)
  } catch {
    return false
  }
}
