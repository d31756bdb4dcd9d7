import { HttpRequestError } from '../../errors/http.js'
import { SWAP_SUGGESTED_SYMBOLS } from './swapConstants.js'
import type { SwapContext } from './swapContext.js'
import { SwapNotSupportedError } from './swapErrors.js'
import { sameSwapAddress } from './swapMath.js'
import type { SwapState, SwapToken } from './swapTypes.js'

/**
 * Loads the swap service's tokens for the network, each with eip2612 false, quantity decimals '0' /
 * numeric '0', price 0 and value 0 (held quantities live in `myTokensWithBalance`, prices in
 * `tokensPriceMap`). Returns the network token. A network the service refuses (400) or that has no tokens
 * throws `SwapNotSupportedError`.
 */
export async function fetchSwapTokens(
  context: SwapContext,
  state: SwapState,
): Promise<SwapToken | undefined> {
  let tokens: Awaited<ReturnType<SwapContext['api']['getSwapTokens']>>['tokens']
  try {
    ;({ tokens } = await context.api.getSwapTokens({ caipNetworkId: context.caipNetworkId }))
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 400)
      throw new SwapNotSupportedError({ cause: error, details: context.caipNetworkId })
    throw error
  }
  if (tokens.length === 0) throw new SwapNotSupportedError({ details: context.caipNetworkId })
  const entries: SwapToken[] = tokens.map((token) => ({
    name: token.name,
    symbol: token.symbol,
    address: token.address,
    decimals: token.decimals,
    logoUri: token.logoUri,
    eip2612: false,
    quantity: { decimals: '0', numeric: '0' },
    price: 0,
    value: 0,
  }))
  state.tokens = entries
  state.popularTokens = [...entries].sort((a, b) => a.symbol.localeCompare(b.symbol))
  state.suggestedTokens = SWAP_SUGGESTED_SYMBOLS.flatMap((symbol) =>
    entries.filter((token) => token.symbol === symbol),
  )
  const native = entries.find((token) => sameSwapAddress(token.address, context.nativeAddress))
  state.networkTokenSymbol = native?.symbol ?? context.network.nativeCurrency.symbol
  return native
}
