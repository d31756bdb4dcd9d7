import { pathSegment } from '../buildUrl.js'
import type { OnrampCheckoutState, OnrampCheckoutStatusRequest } from '../types/onramp.js'
import { isOnrampCheckoutStateReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `GET /v1/onramp/checkout/{id}/status`: where a checkout opened by `getOnrampUrl` stands — `open` until
 * paid, `pending` while the tokens are on their way, then `confirmed` (with `txHash`) or `failed`. Throws
 * when the API fails or does not know the checkout (404).
 *
 * @example
 * const { id } = await client.getOnrampUrl(request)
 * const { status, txHash } = await client.getOnrampCheckoutStatus({ id })
 */
export function getOnrampCheckoutStatus(
  context: BlockchainApiContext,
  { id }: OnrampCheckoutStatusRequest,
): Promise<OnrampCheckoutState> {
  return context.get({
    path: `/v1/onramp/checkout/${pathSegment(id)}/status`,
    validate: isOnrampCheckoutStateReply,
  })
}
