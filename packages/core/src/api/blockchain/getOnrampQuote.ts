import { placeholderOnrampQuote } from '../constants.js'
import type { OnrampQuote, OnrampQuoteRequest } from '../types/onramp.js'
import { isOnrampQuoteReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `POST /v1/onramp/quote`; on any error (an invalid reply too) a placeholder quote of zeros (`quoteId` `PLACEHOLDER_QUOTE_ID`). */
export async function getOnrampQuote(
  context: BlockchainApiContext,
  { purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider }: OnrampQuoteRequest,
): Promise<OnrampQuote> {
  try {
    return await context.post({
      path: '/v1/onramp/quote',
      params: { projectId: context.projectId },
      body: { purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider },
      validate: isOnrampQuoteReply,
    })
  } catch {
    return placeholderOnrampQuote(purchaseCurrency, paymentCurrency)
  }
}
