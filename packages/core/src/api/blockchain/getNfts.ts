import { pathSegment } from '../buildUrl.js'
import type { NftsRequest, NftsResponse } from '../types/nfts.js'
import { isNftsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/account/{address}/nfts`: the ERC-721 tokens an account holds on `caipNetworkId`. */
export async function getNfts(
  context: BlockchainApiContext,
  { address, caipNetworkId }: NftsRequest,
): Promise<NftsResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { nfts: [] }
  return context.get({
    path: `/v1/account/${pathSegment(address)}/nfts`,
    params: { chainId: caipNetworkId },
    validate: isNftsReply,
  })
}
