import type { SwapAllowanceRequest, SwapAllowanceResponse } from '../types/swapAllowance.js'
import { isSwapAllowanceReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/convert/allowance`: the allowance (a big-integer string) of `tokenAddress` for the swap. */
export async function getSwapAllowance(
  context: BlockchainApiContext,
  { caipNetworkId, tokenAddress, userAddress }: SwapAllowanceRequest,
): Promise<SwapAllowanceResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { allowance: '0' }
  return context.get({
    path: '/v1/convert/allowance',
    params: { tokenAddress, userAddress },
    validate: isSwapAllowanceReply,
  })
}
