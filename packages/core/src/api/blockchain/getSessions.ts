import { pathSegment } from '../buildUrl.js'
import type { SessionsRequest, SessionsResponse } from '../types/sessions.js'
import { isSessionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'
import { networkOf } from './networkOf.js'

/** `GET /v1/sessions/{address}`: smart-account sessions of a CAIP-10 address (each session's permissions vary by wallet: callers validate them). */
export async function getSessions(
  context: BlockchainApiContext,
  { address }: SessionsRequest,
): Promise<SessionsResponse> {
  if (!context.isNetworkSupported(networkOf(address))) return { sessions: [] }
  return context.get({ path: `/v1/sessions/${pathSegment(address)}`, validate: isSessionsReply })
}
