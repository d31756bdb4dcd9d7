import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { jsonBody, validate } from '../../middleware/validate.js'
import { money, providerField, providerOf, publicQuote } from '../../onramp/createOnrampService.js'
import { paymentCurrencies } from '../../onramp/limits.js'
import type { OnrampApp, OnrampRoutesParameters } from './context.js'

/** POST /onramp/quote: a provider's price for an amount of fiat; `network` is a CAIP-2 id or a network's name. */
export function quoteRoutes(app: OnrampApp, { service }: OnrampRoutesParameters) {
  app.post('/onramp/quote', async (c) => {
    const body = validate(
      z.object({
        purchaseCurrency: z.string().min(1).max(20),
        paymentCurrency: z.enum(paymentCurrencies),
        amount: money,
        network: z.string().min(3).max(64),
        paymentMethod: z.enum(['card', 'ach_bank_account']).default('card'),
        provider: providerField,
      }),
      await jsonBody(c),
      'body',
    )
    const provider = providerOf(body.provider, 'body.provider')
    const network = body.network.includes(':')
      ? body.network
      : (service.networks().find((n) => n.name === body.network)?.id ?? body.network)
    const quote = await service.quoteFor(
      {
        amount: body.amount,
        currency: body.paymentCurrency,
        asset: body.purchaseCurrency,
        network,
        method: body.paymentMethod,
      },
      provider,
    )
    return c.json({ ...publicQuote(quote), quoteId: randomUUID() })
  })
}
