import { NetworkNotSupportedError } from '../../errors/thrown.js'
import { CONVERT_SLIPPAGE_TOLERANCE } from '../constants.js'
import type {
  BuildSwapTransactionRequest,
  BuildSwapTransactionResponse,
} from '../types/buildSwapTransaction.js'
import { isBuildSwapReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `POST /v1/convert/build-transaction`. Unsupported network: throws 'Network not supported for Swaps'. */
export async function buildSwapTransaction(
  context: BlockchainApiContext,
  {
    caipNetworkId,
    amount,
    from,
    to,
    userAddress,
    slippage = CONVERT_SLIPPAGE_TOLERANCE,
  }: BuildSwapTransactionRequest,
): Promise<BuildSwapTransactionResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) throw new NetworkNotSupportedError('Swaps')
  return context.post({
    path: '/v1/convert/build-transaction',
    body: { amount, eip155: { slippage }, projectId: context.projectId, from, to, userAddress },
    validate: isBuildSwapReply,
  })
}
