import type { OnrampProvidersResponse } from '../types/onramp.js'
import { isOnrampProvidersReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `GET /v1/onramp/providers`: the on-ramp providers the API offers, each with its logo, fee range and the
 * namespaces it delivers to. Throws when the API fails or answers something else.
 *
 * @example
 * const { providers } = await client.getOnrampProviders()
 */
export function getOnrampProviders(context: BlockchainApiContext): Promise<OnrampProvidersResponse> {
  return context.get({ path: '/v1/onramp/providers', validate: isOnrampProvidersReply })
}
