import { pathSegment } from '../buildUrl.js'
import type { RevokeSessionRequest } from '../types/sessions.js'
import type { SuccessResponse } from '../types/shared.js'
import { isSuccessReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'
import { networkOf } from './networkOf.js'

/** `POST /v1/sessions/{address}/revoke`: revokes the session `pci`, signed by the account. */
export async function revokeSession(
  context: BlockchainApiContext,
  { address, pci, signature }: RevokeSessionRequest,
): Promise<SuccessResponse> {
  if (!context.isNetworkSupported(networkOf(address))) return { success: false }
  return context.post({
    path: `/v1/sessions/${pathSegment(address)}/revoke`,
    params: { projectId: context.projectId },
    body: { pci, signature },
    validate: isSuccessReply,
  })
}
