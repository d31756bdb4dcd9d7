import { Hono } from 'hono'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readPrices } from '../chain/prices.js'
import { jsonBody, validate } from '../middleware/validate.js'

const bodySchema = z.object({
  currency: z.literal('usd').default('usd'),
  projectId: z.string().optional(),
  addresses: z
    .array(z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 eip155 token address'))
    .min(1)
    .max(100),
})

/** POST /v1/fungible/price — USD prices of CAIP-10 token addresses from the chain's AMM. */
export function fungiblePriceRoutes({
  clients,
  iconUrl,
}: {
  clients: ChainClients
  iconUrl: (symbol: string) => string
}) {
  return new Hono().post('/fungible/price', async (c) => {
    const { addresses } = validate(bodySchema, await jsonBody(c), 'body')
    const fungibles = await Promise.all(
      addresses.map(async (caip) => {
        const [namespace, reference, address] = caip.split(':') as [string, string, string]
        const chain = clients.chain(`${namespace}:${reference}`)
        const native = chain?.amm && address.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
        const token = native
          ? {
              address: chain.amm!.weth,
              symbol: chain.nativeCurrency.symbol,
              name: chain.nativeCurrency.name,
              decimals: chain.nativeCurrency.decimals,
            }
          : chain?.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
        if (!chain || !token) return undefined
        const [price = 0] = await readPrices(clients, chain, [token])
        return {
          name: token.name,
          symbol: token.symbol,
          iconUrl: iconUrl(token.symbol),
          price,
          address: caip,
        }
      }),
    )
    return c.json({ fungibles: fungibles.filter((f) => f !== undefined) })
  })
}
