import { pathSegment } from '../buildUrl.js'
import type { IdentityRequest, IdentityResponse } from '../types/identity.js'
import { isIdentityReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/identity/{address}`: name and avatar, cached 5 min per address. */
export async function getIdentity(
  context: BlockchainApiContext,
  { address, sender, caipNetworkId }: IdentityRequest,
): Promise<IdentityResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { name: null, avatar: null }
  const cached = context.caches.identity.get(address)
  if (cached) return cached
  const identity = await context.get({
    path: `/v1/identity/${pathSegment(address)}`,
    params: { sender },
    validate: isIdentityReply,
  })
  context.caches.identity.set(address, identity)
  return identity
}
