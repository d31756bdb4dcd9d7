import type { SwapQuoteRequest, SwapQuoteResponse } from '../types/swapQuote.js'
import { isSwapQuoteReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/convert/quotes`: quotes with `toAmount` for swapping `amount` of `from` into `to`. */
export async function getSwapQuote(
  context: BlockchainApiContext,
  { caipNetworkId, amount, userAddress, from, to, gasPrice, signal }: SwapQuoteRequest,
): Promise<SwapQuoteResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { quotes: [] }
  return context.get({
    path: '/v1/convert/quotes',
    params: { amount, userAddress, from, to, gasPrice },
    signal,
    validate: isSwapQuoteReply,
  })
}
