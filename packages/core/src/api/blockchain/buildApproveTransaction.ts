import { NetworkNotSupportedError } from '../../errors/thrown.js'
import type {
  BuildApproveTransactionRequest,
  BuildApproveTransactionResponse,
} from '../types/buildApproveTransaction.js'
import { isBuildApproveReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/convert/build-approve`. Unsupported network: throws 'Network not supported for Swaps'. */
export async function buildApproveTransaction(
  context: BlockchainApiContext,
  { caipNetworkId, userAddress, from, to, amount }: BuildApproveTransactionRequest,
): Promise<BuildApproveTransactionResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) throw new NetworkNotSupportedError('Swaps')
  return context.get({
    path: '/v1/convert/build-approve',
    params: { userAddress, from, to, amount },
    validate: isBuildApproveReply,
  })
}
