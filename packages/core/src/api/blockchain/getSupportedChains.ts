import type { SupportedChainsResponse } from '../types/supportedChains.js'
import { isSupportedChainsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/supported-chains`: the CAIP-2 ids the API serves over http and ws. */
export function getSupportedChains(context: BlockchainApiContext): Promise<SupportedChainsResponse> {
  return context.get({ path: '/v1/supported-chains', validate: isSupportedChainsReply })
}
