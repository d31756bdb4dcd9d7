import { z } from 'zod'
import { bestQuote, swapSide } from '../../chain/swap.js'
import { validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { addressOf, baseUnits, caip10, chainOf } from './schemas.js'

/** GET /convert/quotes: the best route's output for an amount, or no quote when no route fills it. */
export function quotesRoutes(app: ConvertApp, { clients, swapChain, samePair }: ConvertContext) {
  app.get('/convert/quotes', async (c) => {
    const q = validate(
      z.object({
        amount: baseUnits,
        userAddress: caip10.optional(),
        from: caip10,
        to: caip10,
        gasPrice: baseUnits.optional(),
      }),
      c.req.query(),
      'query',
    )
    samePair(q.from, q.to)
    const chain = swapChain(chainOf(q.from), 'query.from')
    const quote = await bestQuote(
      clients,
      chain,
      swapSide(chain, addressOf(q.from)),
      swapSide(chain, addressOf(q.to)),
      BigInt(q.amount),
    )
    if (!quote) return c.json({ quotes: [] })
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: q.amount,
          fromAccount: q.from,
          toAmount: quote.amountOut.toString(),
          toAccount: q.to,
        },
      ],
    })
  })
}
