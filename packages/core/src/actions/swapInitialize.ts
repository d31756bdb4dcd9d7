import { fetchSwapBalances } from './swapBalances.js'
import { SWAP_INIT_FAILED_MESSAGE } from './swapConstants.js'
import { swapContext } from './swapContext.js'
import { SwapError, SwapNotSupportedError } from './swapErrors.js'
import { fetchSwapGasPrice } from './swapGasPrice.js'
import { fetchSwapPrices } from './swapPrices.js'
import { fetchSwapTokens } from './swapTokens.js'
import type { SwapDependencies, SwapState } from './swapTypes.js'

/**
 * Spec §4 step 1: tokens, network token price, balances and the initial gas price; the source becomes the
 * network token with amount 1. A failure toasts its spec message ('Failed to initialize swap' unless a
 * step has its own) and goes back. A network without swaps only marks `supported` false.
 * Returns true once initialised.
 */
export async function initializeSwap(deps: SwapDependencies, state: SwapState): Promise<boolean> {
  if (state.initialized) return true
  if (state.initializing) return false
  state.initializing = true
  try {
    const context = swapContext(deps)
    if (!context) return false
    const native = await fetchSwapTokens(context, state)
    await fetchSwapPrices(context, state)
    await fetchSwapBalances(context, state)
    await fetchSwapGasPrice(context, state)
    state.supported = true
    const held = native && state.myTokensWithBalance.find((token) => token.address === native.address)
    state.sourceToken = held ?? native
    state.sourceTokenAmount = '1'
    state.initialized = true
    return true
  } catch (error) {
    if (error instanceof SwapNotSupportedError) {
      state.supported = false
      return false
    }
    deps.toasts.error(error instanceof SwapError ? error.message : SWAP_INIT_FAILED_MESSAGE)
    deps.router.back()
    return false
  } finally {
    state.initializing = false
  }
}
