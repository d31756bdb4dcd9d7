import type { OnrampUrl, OnrampUrlRequest } from '../types/onramp.js'
import { isOnrampUrlReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `POST /v1/generators/onrampurl`: opens a checkout of the provider (`provider`, default the API's first) for
 * a buy, and answers its page's URL and its id (for `getOnrampCheckoutStatus`).
 */
export async function getOnrampUrl(
  context: BlockchainApiContext,
  {
    destinationWallets,
    defaultNetwork,
    partnerUserId,
    purchaseAmount,
    paymentAmount,
    provider,
  }: OnrampUrlRequest,
): Promise<OnrampUrl> {
  const { url, id } = await context.post({
    path: '/v1/generators/onrampurl',
    params: { projectId: context.projectId },
    body: {
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      defaultExperience: 'buy',
      presetCryptoAmount: purchaseAmount,
      presetFiatAmount: paymentAmount,
      provider,
    },
    validate: isOnrampUrlReply,
  })
  return { url, id }
}
