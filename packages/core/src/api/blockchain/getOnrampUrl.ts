import type { OnrampUrlRequest } from '../types/onramp.js'
import { isOnrampUrlReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `POST /v1/generators/onrampurl`: the on-ramp provider URL for a buy. */
export async function getOnrampUrl(
  context: BlockchainApiContext,
  { destinationWallets, defaultNetwork, partnerUserId, purchaseAmount, paymentAmount }: OnrampUrlRequest,
): Promise<string> {
  const response = await context.post({
    path: '/v1/generators/onrampurl',
    params: { projectId: context.projectId },
    body: {
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      defaultExperience: 'buy',
      presetCryptoAmount: purchaseAmount,
      presetFiatAmount: paymentAmount,
    },
    validate: isOnrampUrlReply,
  })
  return response.url
}
