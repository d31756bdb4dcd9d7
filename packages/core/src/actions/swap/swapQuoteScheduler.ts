import { isPositiveAmount } from '../../utils/decimal.js'
import { clearSwapQuote, quoteSwap } from './swapQuote.js'
import type { SwapDependencies, SwapState } from './swapTypes.js'

/**
 * When the swap form asks for quotes: `request` after a pause in typing, `quote` at once; a newer call
 * cancels the timer and aborts the request in flight. `settled` resolves when the latest one has settled.
 */
export function createSwapQuoteScheduler(deps: SwapDependencies, state: SwapState, delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined
  let pending: Promise<void> = Promise.resolve()
  let resolvePending: (() => void) | undefined

  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    resolvePending?.()
    resolvePending = undefined
    request?.abort()
    request = undefined
  }

  /** Quotes now, aborting any request in flight. */
  const quote = (): Promise<void> => {
    cancel()
    const controller = new AbortController()
    request = controller
    pending = quoteSwap(deps, state, { signal: controller.signal }).finally(() => {
      if (request === controller) request = undefined
    })
    return pending
  }

  /** Quotes after the pause; zero or empty clears the destination at once. */
  const requestQuote = () => {
    cancel()
    state.approvalTransaction = undefined
    state.swapTransaction = undefined
    if (!isPositiveAmount(state.sourceTokenAmount)) {
      clearSwapQuote(state)
      state.inputError = undefined
      state.loadingQuote = false
      return
    }
    if (!state.sourceToken || !state.toToken) return
    state.loadingQuote = true
    pending = new Promise((resolve) => {
      resolvePending = resolve
      timer = setTimeout(() => {
        resolvePending = undefined
        void quote().then(resolve)
      }, delay)
    })
  }

  return { cancel, quote, request: requestQuote, settled: () => pending }
}
