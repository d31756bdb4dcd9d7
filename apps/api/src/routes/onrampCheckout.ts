import { Hono } from 'hono'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { findOnrampPurchaseOfSession, insertPendingOnrampPurchase } from '../db/onramp.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { checkoutPage } from '../onramp/checkoutPage.js'
import {
  type OnrampService,
  paySchema,
  providerOf,
  publicQuote,
  quoteSchema,
} from '../onramp/createOnrampService.js'
import { OnrampDeliveryError } from '../onramp/deliver.js'
import { findProvider } from '../onramp/providers.js'
import { DECLINED_CARD, expiryValid, luhnValid } from '../onramp/testCards.js'

const alreadyPaid = { message: 'Checkout already paid' } as const

/**
 * The sandbox checkout page (in the checkout's provider's name, logo and fees), its live quote, and paying —
 * which really delivers on the local chain, once per checkout: a second pay, sequential or concurrent, answers
 * 409 `{ message: 'Checkout already paid' }`. Also the providers' logos, public like the token images.
 */
export function onrampCheckoutRoutes({
  db,
  clients,
  service,
}: {
  db: Database
  clients: ChainClients
  service: OnrampService
}) {
  return new Hono()

    .get('/public/onramp/providers/:id/logo.svg', (c) => {
      const provider = findProvider(c.req.param('id'))
      if (!provider) return c.json({ message: 'Not found' }, 404)
      return c.body(provider.logoSvg, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      })
    })
    .get('/onramp/checkout/:id', async (c) => {
      const row = await service.session(c.req.param('id'))
      if (!row)
        return c.html('<!doctype html><title>Not found</title><p>This checkout link is not valid.</p>', 404)
      return c.html(
        checkoutPage({
          sessionId: row.id,
          provider: providerOf(row.provider),
          destination: row.destination_address,
          networks: row.networks.map((id) => ({
            id,
            name: service.networks().find((n) => n.id === id)?.name ?? clients.chain(id)?.name ?? id,
          })),
          assets: row.assets,
          defaultNetwork: row.default_network ?? row.networks[0] ?? '',
          presetFiat: row.preset_fiat_amount ? Number(row.preset_fiat_amount).toFixed(2) : '100.00',
        }),
      )
    })
    .post('/onramp/checkout/:id/quote', async (c) => {
      const row = await service.session(c.req.param('id'))
      if (!row) return c.json({ message: 'Checkout not found' }, 404)
      const quote = await service.quoteFor(
        validate(quoteSchema, await jsonBody(c), 'body'),
        providerOf(row.provider),
      )
      return c.json(publicQuote(quote))
    })
    .post('/onramp/checkout/:id/pay', async (c) => {
      const row = await service.session(c.req.param('id'))
      if (!row) return c.json({ message: 'Checkout not found' }, 404)
      if (await findOnrampPurchaseOfSession(db, row.id)) return c.json(alreadyPaid, 409)
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
      const provider = providerOf(row.provider)
      const quote = await service.quoteFor(body, provider)
      if (body.card?.number === DECLINED_CARD) {
        return c.json({ message: 'Your card was declined. Try another card.', field: 'card.number' }, 402)
      }
      // Recorded (pending) before anything is sent; the checkout's id is its key, so only one pay records.
      const purchase = await insertPendingOnrampPurchase(db, {
        sessionId: row.id,
        provider: provider.id,
        address: row.destination_address,
        network: body.network,
        assetSymbol: quote.asset.symbol,
        cryptoAmount: quote.purchaseAmount.amount,
        fiatAmount: quote.paymentTotal.amount,
        fiatCurrency: body.currency,
        paymentMethod: body.method,
        providerFee: quote.coinbaseFee.amount,
        networkFee: quote.networkFee.amount,
        priceUsd: await service.priceOf(quote.asset),
      })
      if (!purchase) return c.json(alreadyPaid, 409)
      let hash: string
      try {
        hash = await service.deliver(purchase)
      } catch (error) {
        if (!(error instanceof OnrampDeliveryError)) throw error
        console.error('[onramp]', error)
        return c.json({ message: 'The delivery failed. Contact support with this checkout link.' }, 502)
      }
      return c.json({ status: 'success', transactionHash: hash, purchaseAmount: quote.purchaseAmount })
    })
}
