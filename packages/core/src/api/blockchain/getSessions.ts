import { pathSegment } from '../buildUrl.js'
import { SESSION_NONCE_HEADER, SESSION_SIGNATURE_HEADER, sessionTypes } from '../sessionSignature.js'
import type { SessionsRequest, SessionsResponse } from '../types/sessions.js'
import { isSessionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'
import { fetchNonce } from './fetchNonce.js'
import { networkOf } from './networkOf.js'
import { accountSessionDomain, plainAddress } from './sessionDomain.js'

/**
 * `GET /v1/sessions/{address}`: smart-account sessions of a CAIP-10 address (each session's permissions vary
 * by wallet: callers validate them). Only the account may read them: it signs a `ReadSessions` (EIP-712) over
 * a fresh nonce, sent in the `x-portico-nonce` and `x-portico-signature` headers.
 *
 * @example
 * await client.getSessions({ address: `eip155:1:${account.address}`, signTypedData: account.signTypedData })
 */
export async function getSessions(
  context: BlockchainApiContext,
  { address, signTypedData }: SessionsRequest,
): Promise<SessionsResponse> {
  if (!context.isNetworkSupported(networkOf(address))) return { sessions: [] }
  const nonce = await fetchNonce(context, { scope: 'sessions', address })
  const signature = await signTypedData({
    domain: accountSessionDomain(address),
    types: { ReadSessions: sessionTypes.ReadSessions },
    primaryType: 'ReadSessions',
    message: { address: plainAddress(address), nonce },
  })
  return context.get({
    path: `/v1/sessions/${pathSegment(address)}`,
    headers: { [SESSION_NONCE_HEADER]: nonce, [SESSION_SIGNATURE_HEADER]: signature },
    validate: isSessionsReply,
  })
}
