import type { SwapContext } from './swapContext.js'
import { SwapError } from './swapErrors.js'
import type { SwapState } from './swapTypes.js'

/**
 * USD prices of the swap tokens, the network token's kept as `networkPrice`. Throws the
 * `swapNetworkPriceFailed` SwapError when the network token has no price.
 */
export async function fetchSwapPrices(context: SwapContext, state: SwapState): Promise<void> {
  const addresses = [context.nativeAddress, ...state.tokens.map((token) => token.address)]
  let fungibles: Awaited<ReturnType<SwapContext['api']['getTokenPrice']>>['fungibles']
  try {
    ;({ fungibles } = await context.api.getTokenPrice({
      caipNetworkId: context.caipNetworkId,
      addresses: [...new Set(addresses.map((address) => address.toLowerCase()))],
    }))
  } catch (error) {
    throw new SwapError('swapNetworkPriceFailed', { cause: error })
  }
  const prices: Record<string, number> = { ...state.tokensPriceMap }
  for (const fungible of fungibles) {
    const address =
      fungible.address ?? state.tokens.find((token) => token.symbol === fungible.symbol)?.address
    if (address) prices[address.toLowerCase()] = fungible.price
  }
  state.tokensPriceMap = prices
  const networkPrice = prices[context.nativeAddress.toLowerCase()]
  if (networkPrice === undefined) throw new SwapError('swapNetworkPriceFailed')
  state.networkPrice = networkPrice
}
