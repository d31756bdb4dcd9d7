import { RequestAbortedError } from '../../errors/http.js'
import { isPositiveAmount } from '../../utils/decimal.js'
import { formatUnits } from '../../utils/units.js'
import { type SwapContext, swapContext } from './swapContext.js'
import {
  formatSwapAmount,
  isInsufficientGas,
  isInsufficientSourceToken,
  maxSlippageUnits,
  priceImpact,
  providerFee,
  toBaseUnits,
} from './swapMath.js'
import type { SwapDependencies, SwapState } from './swapTypes.js'

/** Clears the destination and everything derived from a quote. */
export function clearSwapQuote(state: SwapState): void {
  state.toTokenAmount = ''
  state.priceImpact = undefined
  state.maxSlippage = undefined
  state.providerFee = undefined
  state.approvalTransaction = undefined
  state.swapTransaction = undefined
}

/**
 * Quotes the source amount into the destination. Zero or empty clears the destination. No quote: toasts
 * `swapIncorrectAmount` and sets the input error `invalidAmount`. A short source balance or gas (gas
 * unchecked for smart accounts), or a failed quote, sets `insufficientBalance`. An aborted request (a newer
 * input replaced it) changes nothing.
 */
export async function quoteSwap(
  deps: SwapDependencies,
  state: SwapState,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { sourceToken, toToken, sourceTokenAmount } = state
  if (!sourceToken || !toToken) return
  if (!isPositiveAmount(sourceTokenAmount)) {
    clearSwapQuote(state)
    state.inputError = undefined
    return
  }
  let context: SwapContext | undefined
  try {
    context = swapContext(deps)
  } catch {
    return
  }
  if (!context) return
  state.loadingQuote = true
  try {
    const { quotes } = await context.api.getSwapQuote({
      caipNetworkId: context.caipNetworkId,
      amount: toBaseUnits(sourceTokenAmount, sourceToken.decimals).toString(),
      userAddress: context.userAddress,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: (state.gasFee ?? 0n).toString(),
      signal,
    })
    if (signal?.aborted) return
    const toAmount = quotes[0]?.toAmount
    clearSwapQuote(state)
    if (!toAmount) {
      state.inputError = 'invalidAmount'
      deps.toasts.error('swapIncorrectAmount')
      return
    }
    const quoted = BigInt(toAmount)
    state.toTokenAmount = formatSwapAmount(quoted, toToken.decimals)
    const prices = state.tokensPriceMap
    state.sourceTokenPriceInUSD = prices[sourceToken.address.toLowerCase()] ?? 0
    state.toTokenPriceInUSD = prices[toToken.address.toLowerCase()] ?? 0
    state.providerFee = providerFee(sourceTokenAmount, sourceToken.decimals)
    state.maxSlippage = formatUnits(maxSlippageUnits(quoted, state.slippage), toToken.decimals)
    state.priceImpact = priceImpact({
      sourceAmount: sourceTokenAmount,
      sourcePrice: state.sourceTokenPriceInUSD,
      toAmount: formatUnits(quoted, toToken.decimals),
      toPrice: state.toTokenPriceInUSD,
    })
    const insufficient =
      isInsufficientSourceToken(sourceTokenAmount, sourceToken, state.myTokensWithBalance) ||
      (!context.isSmartAccount && isInsufficientGas(state.networkBalanceInUSD, state.gasPriceInUSD))
    state.inputError = insufficient ? 'insufficientBalance' : undefined
  } catch (error) {
    if (signal?.aborted || error instanceof RequestAbortedError) return
    clearSwapQuote(state)
    state.inputError = 'insufficientBalance'
  } finally {
    if (!signal?.aborted) state.loadingQuote = false
  }
}
