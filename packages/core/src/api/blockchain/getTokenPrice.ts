import type { TokenPriceRequest, TokenPriceResponse } from '../types/tokenPrice.js'
import { isTokenPriceReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `POST /v1/fungible/price`: usd prices of CAIP-10 token addresses. */
export async function getTokenPrice(
  context: BlockchainApiContext,
  { caipNetworkId, addresses }: TokenPriceRequest,
): Promise<TokenPriceResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { fungibles: [] }
  return context.post({
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses, projectId: context.projectId },
    validate: isTokenPriceReply,
  })
}
