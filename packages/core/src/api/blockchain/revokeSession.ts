import { pathSegment } from '../buildUrl.js'
import { sessionTypes } from '../sessionSignature.js'
import type { RevokeSessionRequest } from '../types/sessions.js'
import type { SuccessResponse } from '../types/shared.js'
import { isSuccessReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'
import { fetchNonce } from './fetchNonce.js'
import { networkOf } from './networkOf.js'
import { accountSessionDomain } from './sessionDomain.js'

/**
 * `POST /v1/sessions/{address}/revoke`: revokes the session `pci`. Fetches a nonce and has the account sign
 * a `SessionRevoke` over it (EIP-712); the API accepts each signature once.
 *
 * @example
 * await client.revokeSession({ address: `eip155:1:${account.address}`, pci, signTypedData: account.signTypedData })
 */
export async function revokeSession(
  context: BlockchainApiContext,
  { address, pci, signTypedData }: RevokeSessionRequest,
): Promise<SuccessResponse> {
  if (!context.isNetworkSupported(networkOf(address))) return { success: false }
  const nonce = await fetchNonce(context, { scope: 'sessions', address })
  const signature = await signTypedData({
    domain: accountSessionDomain(address),
    types: { SessionRevoke: sessionTypes.SessionRevoke },
    primaryType: 'SessionRevoke',
    message: { pci, nonce },
  })
  return context.post({
    path: `/v1/sessions/${pathSegment(address)}/revoke`,
    params: { projectId: context.projectId },
    body: { pci, nonce, signature },
    validate: isSuccessReply,
  })
}
