import type { SwapContext } from './swapContext.js'
import { gasPriceInUSD } from './swapMath.js'
import type { SwapState } from './swapTypes.js'

/** The network's standard gas price, and the assumed 150 000 gas units priced in USD. */
export async function fetchSwapGasPrice(context: SwapContext, state: SwapState): Promise<void> {
  const { standard } = await context.api.getGasPrice({ caipNetworkId: context.caipNetworkId })
  state.gasFee = BigInt(standard)
  state.gasPriceInUSD = gasPriceInUSD(
    state.gasFee,
    state.networkPrice,
    context.network.nativeCurrency.decimals,
  )
}
