import { formatUnits, isPositiveAmount, parseUnits, type SwapToken } from '@portico/core'
import type { SwapState } from '@portico/core/swap'
import type { Formats } from '../../i18n/formats.js'

/** Headroom Max keeps on the network token for gas: 1.5 × the priced gas. */
const GAS_HEADROOM = 1.5

/** The held quantity of a swap token, from the account's balances ('0' when none). */
export function heldQuantity(state: SwapState, token: SwapToken | undefined): string {
  if (!token) return '0'
  const held = state.myTokensWithBalance.find((t) => t.address.toLowerCase() === token.address.toLowerCase())
  return held?.quantity.numeric ?? '0'
}

/** Max: the whole balance, less 1.5 × the gas cost on the network token. */
export function maxSwapAmount(state: SwapState, token: SwapToken): string {
  const held = heldQuantity(state, token)
  const isNative = token.address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  if (!isNative || !state.gasPriceInUSD || !state.networkPrice) return held
  const gas = parseUnits(
    ((state.gasPriceInUSD / state.networkPrice) * GAS_HEADROOM).toFixed(token.decimals),
    token.decimals,
  )
  const rest = parseUnits(held, token.decimals) - gas
  return rest > 0n ? formatUnits(rest, token.decimals) : '0'
}

/** USD value of an amount at a price, for the lines under the amounts. */
export function usdValue(amount: string | undefined, price: number, formats: Formats): string {
  return formats.fiat(isPositiveAmount(amount) ? Number(amount) * price : 0)
}

/** Quote minus what the slippage may cost, 3 decimals. */
export function minimumReceivedDisplay(state: SwapState, formats: Formats): string | undefined {
  const { toToken, toTokenAmount, maxSlippage } = state
  if (!toToken || !toTokenAmount || maxSlippage === undefined) return undefined
  const rest = parseUnits(toTokenAmount, toToken.decimals) - parseUnits(maxSlippage, toToken.decimals)
  return `${formats.balance(formatUnits(rest > 0n ? rest : 0n, toToken.decimals))} ${toToken.symbol}`
}

/** Price impact in percent with 2 decimals. */
export function impactDisplay(impact: number | undefined, formats: Formats): string {
  return impact === undefined ? '–' : formats.percent(impact)
}
