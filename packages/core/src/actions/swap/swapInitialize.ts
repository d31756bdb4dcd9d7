import { fetchSwapBalances } from './swapBalances.js'
import { swapContext } from './swapContext.js'
import { SwapError, SwapNotSupportedError } from './swapErrors.js'
import { fetchSwapGasPrice } from './swapGasPrice.js'
import { fetchSwapPrices } from './swapPrices.js'
import { fetchSwapTokens } from './swapTokens.js'
import type { SwapDependencies, SwapState } from './swapTypes.js'

/**
 * How initialising ended: `ready`; `unsupported` (the network has no swaps: `supported` is false);
 * `failed` (toasted: a UI goes back); `busy` (another initialisation is running, or nobody is connected).
 */
export type InitializeSwapReturnType = 'ready' | 'unsupported' | 'failed' | 'busy'

/**
 * Loads tokens, the network token's price, balances and the initial gas price; the source becomes the
 * network token with amount 1. A failure toasts the step that failed (`swapInitFailed` unless a step has
 * its own code) and returns `failed`. The gas price is one of those steps: a swap never goes on with unknown
 * gas (a network the API has no gas price for throws 'Network not supported for Gas Price', also `failed`).
 */
export async function initializeSwap(
  deps: SwapDependencies,
  state: SwapState,
): Promise<InitializeSwapReturnType> {
  if (state.initialized) return 'ready'
  if (state.initializing) return 'busy'
  state.initializing = true
  try {
    const context = swapContext(deps)
    if (!context) return 'busy'
    const native = await fetchSwapTokens(context, state)
    await fetchSwapPrices(context, state)
    await fetchSwapBalances(deps, context, state)
    await fetchSwapGasPrice(context, state)
    state.supported = true
    const held = native && state.myTokensWithBalance.find((token) => token.address === native.address)
    state.sourceToken = held ?? native
    state.sourceTokenAmount = '1'
    state.initialized = true
    return 'ready'
  } catch (error) {
    if (error instanceof SwapNotSupportedError) {
      state.supported = false
      return 'unsupported'
    }
    deps.toasts.error(error instanceof SwapError ? error.code : 'swapInitFailed')
    return 'failed'
  } finally {
    state.initializing = false
  }
}
