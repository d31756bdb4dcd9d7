import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/database.js'
import { insertOnrampSession } from '../db/onramp.js'
import type { ProjectVariables } from '../middleware/project.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { isSolanaAddress } from '../onramp/base58.js'
import {
  isSessionId,
  money,
  type OnrampService,
  providerField,
  providerOf,
  publicQuote,
} from '../onramp/createOnrampService.js'
import { paymentCurrencies, paymentMethodLimits } from '../onramp/limits.js'
import { onrampProviders } from '../onramp/providers.js'

/** The percent range every sandbox provider's fee stays in. */
const FEE_RANGE = { min: 1, max: 2 } as const

/**
 * GET /v1/onramp/providers, GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl and
 * GET /v1/onramp/checkout/:id/status (project-guarded).
 */
export function onrampRoutes({
  db,
  baseUrl,
  service,
}: {
  db: Database
  baseUrl: () => string
  service: OnrampService
}) {
  return new Hono<{ Variables: ProjectVariables }>()

    .get('/onramp/providers', (c) =>
      c.json({
        providers: onrampProviders.map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          logoUrl: `${baseUrl()}/public/onramp/providers/${p.id}/logo.svg`,
          feeRange: FEE_RANGE,
          chainNamespaces: p.chainNamespaces,
        })),
      }),
    )
    .get('/onramp/options', (c) => {
      const query = validate(z.object({ provider: providerField }), c.req.query(), 'query')
      const provider = query.provider === undefined ? undefined : providerOf(query.provider, 'query.provider')
      const bySymbol = new Map<
        string,
        {
          id: string
          name: string
          symbol: string
          networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
        }
      >()
      for (const asset of service.assets(provider)) {
        const entry = bySymbol.get(asset.symbol) ?? {
          id: asset.symbol,
          name: asset.name,
          symbol: asset.symbol,
          networks: [],
        }
        entry.networks.push({
          name: asset.network,
          display_name: asset.networkName,
          chain_id: asset.network.split(':')[1]!,
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
    .post('/generators/onrampurl', async (c) => {
      const body = validate(
        z.object({
          destinationWallets: z
            .array(
              z.object({
                address: z.string().max(100),
                blockchains: z.array(z.string().max(64)).max(20).optional(),
                assets: z.array(z.string().max(20)).max(50).optional(),
              }),
            )
            .min(1)
            .max(10),
          partnerUserId: z.string().min(1).max(200),
          defaultNetwork: z.string().max(64).optional(),
          defaultExperience: z.literal('buy').optional(),
          presetCryptoAmount: z.number().positive().optional(),
          presetFiatAmount: z.number().positive().optional(),
          provider: providerField,
        }),
        await jsonBody(c),
        'body',
      )
      const provider = providerOf(body.provider, 'body.provider')
      const wallet = body.destinationWallets[0]!
      const served = service.networks()
      const named = wallet.blockchains?.length
        ? served.filter((n) => wallet.blockchains!.some((b) => b === n.id || b === n.name))
        : served
      if (!named.length)
        throw new ValidationError(
          'body.destinationWallets.0.blockchains',
          'None of these networks is served here',
        )
      const offered = named.filter((n) => provider.chainNamespaces.includes(n.namespace))
      if (!offered.length)
        throw new ValidationError(
          'body.provider',
          `Provider ${provider.name} does not serve ${named.map((n) => n.id).join(', ')}`,
        )
      // The address decides the namespace: an EVM address buys on EVM networks, a Solana one on Solana.
      const namespace = isAddress(wallet.address, { strict: false })
        ? 'eip155'
        : isSolanaAddress(wallet.address)
          ? 'solana'
          : undefined
      const kinds = new Set(offered.map((n) => n.namespace))
      if (!namespace)
        throw new ValidationError(
          'body.destinationWallets.0.address',
          kinds.has('solana')
            ? kinds.has('eip155')
              ? 'Not an EVM or Solana address'
              : 'Not a Solana address'
            : 'Not an EVM address',
        )
      const networks = offered.filter((n) => n.namespace === namespace).map((n) => n.id)
      if (!networks.length)
        throw new ValidationError(
          'body.destinationWallets.0.address',
          namespace === 'eip155' ? 'Not a Solana address' : 'Not an EVM address',
        )
      const symbols = [
        ...new Set(
          service
            .assets(provider)
            .filter((a) => networks.includes(a.network))
            .map((a) => a.symbol),
        ),
      ]
      const chosen = wallet.assets?.length ? symbols.filter((s) => wallet.assets!.includes(s)) : symbols
      const id = await insertOnrampSession(db, {
        projectId: c.get('project').id,
        provider: provider.id,
        destinationAddress: wallet.address,
        networks,
        assets: chosen.length ? chosen : symbols,
        defaultNetwork:
          body.defaultNetwork && networks.includes(body.defaultNetwork) ? body.defaultNetwork : networks[0],
        presetFiatAmount: body.presetFiatAmount,
        presetCryptoAmount: body.presetCryptoAmount,
        partnerUserId: body.partnerUserId,
      })
      return c.json({ url: `${baseUrl()}/onramp/checkout/${id}`, id })
    })
    .get('/onramp/checkout/:id/status', async (c) => {
      const id = c.req.param('id')
      if (!isSessionId(id)) throw new ValidationError('params.id', 'Expected a checkout id (a UUID)')
      const found = await service.checkoutStatus(id)
      // A checkout of another project is as unknown as one that does not exist.
      if (!found || found.projectId !== c.get('project').id)
        return c.json({ message: 'Checkout not found' }, 404, { 'Cache-Control': 'no-store' })
      return c.json(found.reply, 200, { 'Cache-Control': 'no-store' })
    })
}
