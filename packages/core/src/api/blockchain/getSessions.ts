import { pathSegment } from '../buildUrl.js'
import type { SessionsRequest, SessionsResponse } from '../types/sessions.js'
import type { BlockchainApiContext } from './context.js'
import { networkOf } from './networkOf.js'

/** `GET /v1/sessions/{address}`: smart-account sessions of a CAIP-10 address (the payload varies by wallet: callers validate it). */
export async function getSessions(
  context: BlockchainApiContext,
  { address }: SessionsRequest,
): Promise<SessionsResponse> {
  if (!context.isNetworkSupported(networkOf(address))) return []
  return context.get<SessionsResponse>({ path: `/v1/sessions/${pathSegment(address)}` })
}
