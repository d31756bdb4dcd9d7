import type { SwapTokensRequest, SwapTokensResponse } from '../types/swapTokens.js'
import { isSwapTokensReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/convert/tokens`: the tokens swappable on `caipNetworkId`. */
export async function getSwapTokens(
  context: BlockchainApiContext,
  { caipNetworkId }: SwapTokensRequest,
): Promise<SwapTokensResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { tokens: [] }
  return context.get({
    path: '/v1/convert/tokens',
    params: { chainId: caipNetworkId },
    validate: isSwapTokensReply,
  })
}
