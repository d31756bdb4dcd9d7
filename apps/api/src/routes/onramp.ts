import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { insertOnrampSession } from '../db/onramp.js'
import type { ProjectVariables } from '../middleware/project.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { money, type OnrampService, publicQuote } from '../onramp/createOnrampService.js'
import { paymentCurrencies, paymentMethodLimits } from '../onramp/limits.js'

/** GET /v1/onramp/options, POST /v1/onramp/quote and POST /v1/generators/onrampurl (project-guarded). */
export function onrampRoutes({
  db,
  clients,
  baseUrl,
  service,
}: {
  db: Database
  clients: ChainClients
  baseUrl: () => string
  service: OnrampService
}) {
  return new Hono<{ Variables: ProjectVariables }>()

    .get('/onramp/options', (c) => {
      const bySymbol = new Map<
        string,
        {
          id: string
          name: string
          symbol: string
          networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
        }
      >()
      for (const asset of service.assets()) {
        const entry = bySymbol.get(asset.symbol) ?? {
          id: asset.symbol,
          name: asset.name,
          symbol: asset.symbol,
          networks: [],
        }
        entry.networks.push({
          name: asset.chain.caipNetworkId,
          display_name: asset.chain.name,
          chain_id: asset.chain.caipNetworkId.split(':')[1]!,
          contract_address: asset.address ?? '',
        })
        bySymbol.set(asset.symbol, entry)
      }
      return c.json({
        purchaseCurrencies: [...bySymbol.values()],
        paymentCurrencies: paymentCurrencies.map((id) => ({
          id,
          payment_method_limits: paymentMethodLimits.map((l) => ({ ...l })),
        })),
      })
    })
    .post('/onramp/quote', async (c) => {
      const body = validate(
        z.object({
          purchaseCurrency: z.string().min(1).max(20),
          paymentCurrency: z.enum(paymentCurrencies),
          amount: money,
          network: z.string().min(3).max(64),
          paymentMethod: z.enum(['card', 'ach_bank_account']).default('card'),
        }),
        await jsonBody(c),
        'body',
      )
      const network = body.network.includes(':')
        ? body.network
        : (clients.eip155().find((ch) => ch.name === body.network)?.caipNetworkId ?? body.network)
      const quote = await service.quoteFor({
        amount: body.amount,
        currency: body.paymentCurrency,
        asset: body.purchaseCurrency,
        network,
        method: body.paymentMethod,
      })
      return c.json({ ...publicQuote(quote), quoteId: randomUUID() })
    })
    .post('/generators/onrampurl', async (c) => {
      const body = validate(
        z.object({
          destinationWallets: z
            .array(
              z.object({
                address: z.string(),
                blockchains: z.array(z.string()).optional(),
                assets: z.array(z.string()).optional(),
              }),
            )
            .min(1)
            .max(10),
          partnerUserId: z.string().min(1).max(200),
          defaultNetwork: z.string().max(64).optional(),
          defaultExperience: z.literal('buy').optional(),
          presetCryptoAmount: z.number().positive().optional(),
          presetFiatAmount: z.number().positive().optional(),
        }),
        await jsonBody(c),
        'body',
      )
      const wallet = body.destinationWallets[0]!
      if (!isAddress(wallet.address, { strict: false }))
        throw new ValidationError('body.destinationWallets.0.address', 'Not an EVM address')
      const served = clients.eip155().map((ch) => ch.caipNetworkId)
      const networks = wallet.blockchains?.length
        ? served.filter((id) => wallet.blockchains!.some((b) => b === id || b === clients.chain(id)?.name))
        : served
      if (!networks.length)
        throw new ValidationError(
          'body.destinationWallets.0.blockchains',
          'None of these networks is served here',
        )
      const symbols = [
        ...new Set(
          service
            .assets()
            .filter((a) => networks.includes(a.chain.caipNetworkId))
            .map((a) => a.symbol),
        ),
      ]
      const offered = wallet.assets?.length ? symbols.filter((s) => wallet.assets!.includes(s)) : symbols
      const id = await insertOnrampSession(db, {
        projectId: c.get('project').id,
        destinationAddress: wallet.address,
        networks,
        assets: offered.length ? offered : symbols,
        defaultNetwork:
          body.defaultNetwork && networks.includes(body.defaultNetwork) ? body.defaultNetwork : networks[0],
        presetFiatAmount: body.presetFiatAmount,
        presetCryptoAmount: body.presetCryptoAmount,
        partnerUserId: body.partnerUserId,
      })
      return c.json({ url: `${baseUrl()}/onramp/checkout/${id}` })
    })
}
