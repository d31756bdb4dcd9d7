import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { type Address, isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readPrices } from '../chain/prices.js'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'
import type { ProjectVariables } from '../middleware/project.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { checkoutPage } from '../onramp/checkoutPage.js'
import { computeQuote, OnrampAmountError } from '../onramp/computeQuote.js'
import { deliver } from '../onramp/deliver.js'
import { PROVIDER_NAME, paymentCurrencies, paymentMethodLimits } from '../onramp/limits.js'
import { DECLINED_CARD, expiryValid, luhnValid } from '../onramp/testCards.js'

type Asset = {
  symbol: string
  name: string
  decimals: number
  address: string | undefined
  chain: ChainConfig
}

const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount like 100 or 100.50')
const quoteSchema = z.object({
  amount: money,
  currency: z.enum(paymentCurrencies),
  asset: z.string().min(1).max(20),
  network: z.string().min(3).max(64),
  method: z.enum(['card', 'ach_bank_account']).default('card'),
})
const paySchema = quoteSchema.extend({
  card: z
    .object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(10) })
    .optional(),
  bank: z.object({ routing: z.string().max(20), account: z.string().max(30) }).optional(),
})

type SessionRow = {
  id: string
  destination_address: string
  networks: string[]
  assets: string[]
  default_network: string | null
  preset_fiat_amount: string | null
}
type PurchaseRow = {
  id: string
  address: string
  network: string
  asset_symbol: string
  crypto_amount: string
  price_usd: number
  tx_hash: string
  created_at: Date | string
}

/** The quote fields a caller sees (spec §3 "On-ramp quote", without the id). */
const publicQuote = ({
  coinbaseFee,
  networkFee,
  paymentSubtotal,
  paymentTotal,
  purchaseAmount,
}: ReturnType<typeof computeQuote>) => ({
  coinbaseFee,
  networkFee,
  paymentSubtotal,
  paymentTotal,
  purchaseAmount,
})

/** On-ramp options and quotes, the checkout-URL generator, and the sandbox checkout that really delivers. */
export function onrampRoutes({
  db,
  clients,
  baseUrl,
  iconUrl,
}: {
  db: Database
  clients: ChainClients
  baseUrl: () => string
  iconUrl: (symbol: string) => string
}) {
  const assets = (): Asset[] =>
    clients.eip155().flatMap((chain) => [
      {
        symbol: chain.nativeCurrency.symbol,
        name: chain.nativeCurrency.name,
        decimals: chain.nativeCurrency.decimals,
        address: undefined,
        chain,
      },
      ...chain.tokens.map((t) => ({
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        address: t.address,
        chain,
      })),
    ])
  const findAsset = (symbol: string, network: string) => {
    const asset = assets().find(
      (a) => a.symbol.toUpperCase() === symbol.toUpperCase() && a.chain.caipNetworkId === network,
    )
    if (!asset) throw new ValidationError('asset', `${symbol} is not offered on ${network}`)
    return asset
  }
  const priceOf = async (asset: Asset) => {
    const address = asset.address ?? asset.chain.amm?.weth
    if (!address) return 0
    const [price = 0] = await readPrices(clients, asset.chain, [{ address, decimals: asset.decimals }])
    return price
  }
  const quoteFor = async (input: z.infer<typeof quoteSchema>) => {
    const asset = findAsset(input.asset, input.network)
    try {
      return {
        asset,
        ...computeQuote({
          amount: Number(input.amount),
          currency: input.currency,
          method: input.method,
          priceUsd: await priceOf(asset),
          symbol: asset.symbol,
          decimals: asset.decimals,
        }),
      }
    } catch (error) {
      if (error instanceof OnrampAmountError) throw new ValidationError('amount', error.message)
      throw error
    }
  }
  const session = async (id: string) =>
    (await db.query<SessionRow>('select * from onramp_sessions where id = $1', [id]))[0]

  const guarded = new Hono<{ Variables: ProjectVariables }>()
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
      for (const asset of assets()) {
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
      const quote = await quoteFor({
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
          assets()
            .filter((a) => networks.includes(a.chain.caipNetworkId))
            .map((a) => a.symbol),
        ),
      ]
      const offered = wallet.assets?.length ? symbols.filter((s) => wallet.assets!.includes(s)) : symbols
      const id = randomUUID()
      await db.query(
        `insert into onramp_sessions (id, project_id, destination_address, networks, assets, default_network, preset_fiat_amount, preset_crypto_amount, partner_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          c.get('project').id,
          wallet.address.toLowerCase(),
          networks,
          offered.length ? offered : symbols,
          body.defaultNetwork && networks.includes(body.defaultNetwork) ? body.defaultNetwork : networks[0],
          body.presetFiatAmount ?? null,
          body.presetCryptoAmount ?? null,
          body.partnerUserId,
        ],
      )
      return c.json({ url: `${baseUrl()}/onramp/checkout/${id}` })
    })

  const checkout = new Hono()
    .get('/onramp/checkout/:id', async (c) => {
      const row = await session(c.req.param('id'))
      if (!row)
        return c.html('<!doctype html><title>Not found</title><p>This checkout link is not valid.</p>', 404)
      return c.html(
        checkoutPage({
          sessionId: row.id,
          destination: row.destination_address,
          networks: row.networks.map((id) => ({ id, name: clients.chain(id)?.name ?? id })),
          assets: row.assets,
          defaultNetwork: row.default_network ?? row.networks[0] ?? '',
          presetFiat: row.preset_fiat_amount ? Number(row.preset_fiat_amount).toFixed(2) : '100.00',
        }),
      )
    })
    .post('/onramp/checkout/:id/quote', async (c) => {
      const row = await session(c.req.param('id'))
      if (!row) return c.json({ message: 'Checkout not found' }, 404)
      const quote = await quoteFor(validate(quoteSchema, await jsonBody(c), 'body'))
      return c.json(publicQuote(quote))
    })
    .post('/onramp/checkout/:id/pay', async (c) => {
      const row = await session(c.req.param('id'))
      if (!row) return c.json({ message: 'Checkout not found' }, 404)
      const body = validate(paySchema, await jsonBody(c), 'body')
      if (!row.networks.includes(body.network))
        throw new ValidationError('network', 'This network is not offered in this checkout')
      if (!row.assets.includes(body.asset))
        throw new ValidationError('asset', 'This asset is not offered in this checkout')
      if (body.method === 'card') {
        if (!body.card || !luhnValid(body.card.number))
          throw new ValidationError('card.number', 'Enter a valid card number')
        if (!expiryValid(body.card.expiry))
          throw new ValidationError('card.expiry', 'Enter a valid expiry date (MM/YY)')
        if (!/^\d{3,4}$/.test(body.card.cvc))
          throw new ValidationError('card.cvc', 'Enter the 3 or 4 digit security code')
      } else if (!body.bank || !/^\d{9}$/.test(body.bank.routing) || !/^\d{4,17}$/.test(body.bank.account)) {
        throw new ValidationError('bank', 'Enter a 9-digit routing number and your account number')
      }
      const quote = await quoteFor(body)
      if (body.card?.number === DECLINED_CARD) {
        return c.json({ message: 'Your card was declined. Try another card.', field: 'card.number' }, 402)
      }
      const hash = await deliver(clients, quote.asset.chain, {
        to: row.destination_address as Address,
        symbol: quote.asset.symbol,
        amount: quote.purchaseAmount.amount,
      })
      const price = await priceOf(quote.asset)
      await db.query(
        `insert into onramp_purchases (id, session_id, address, network, asset_symbol, crypto_amount, fiat_amount, fiat_currency, payment_method, provider_fee, network_fee, price_usd, tx_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          randomUUID(),
          row.id,
          row.destination_address,
          body.network,
          quote.asset.symbol,
          quote.purchaseAmount.amount,
          quote.paymentTotal.amount,
          body.currency,
          body.method,
          quote.coinbaseFee.amount,
          quote.networkFee.amount,
          price,
          hash,
        ],
      )
      return c.json({ status: 'success', transactionHash: hash, purchaseAmount: quote.purchaseAmount })
    })

  /** On-ramp purchases of an account, in the history's Transaction shape. */
  const history = async (account: string) => {
    const rows = await db.query<PurchaseRow>(
      'select * from onramp_purchases where address = $1 order by created_at desc limit 100',
      [account.toLowerCase()],
    )
    return {
      data: rows.map((row) => {
        const asset = assets().find(
          (a) => a.symbol === row.asset_symbol && a.chain.caipNetworkId === row.network,
        )
        return {
          id: row.tx_hash,
          metadata: {
            minedAt: new Date(row.created_at).toISOString(),
            chain: row.network,
            operationType: 'buy',
            status: 'confirmed',
            sentFrom: PROVIDER_NAME,
            sentTo: row.address,
          },
          transfers: [
            {
              fungible_info: {
                name: asset?.name ?? row.asset_symbol,
                symbol: row.asset_symbol,
                icon: { url: iconUrl(row.asset_symbol) },
              },
              direction: 'in',
              quantity: { numeric: row.crypto_amount },
              value: Math.round(Number(row.crypto_amount) * row.price_usd * 100) / 100,
              price: row.price_usd,
            },
          ],
        }
      }),
      next: undefined,
    }
  }

  return { guarded, checkout, history }
}
