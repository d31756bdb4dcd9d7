import type { NonceResponse } from '../types/sessions.js'
import { isNonceReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `GET /v1/sessions/nonce` or `GET /v1/profile/nonce`: a fresh single-use nonce for `address`, to be signed
 * within 5 minutes.
 */
export async function fetchNonce(
  context: BlockchainApiContext,
  { scope, address }: { scope: 'sessions' | 'profile'; address: string },
): Promise<string> {
  const { nonce }: NonceResponse = await context.get({
    path: `/v1/${scope}/nonce`,
    params: { address },
    validate: isNonceReply,
  })
  return nonce
}
