import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { SolanaNodeConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { findOnrampSession } from '../db/onramp.js'
import { ValidationError } from '../middleware/validate.js'
import type { computeQuote } from './computeQuote.js'
import { createDelivery } from './deliver.js'
import { paymentCurrencies } from './limits.js'
import { DEFAULT_PROVIDER_ID, findProvider, type OnrampProvider, providerIdPattern } from './providers.js'
import { assetsOnOffer, networksOf } from './service/assets.js'
import { checkoutStatusOf } from './service/checkoutStatus.js'
import type { Asset, OnrampServiceContext } from './service/context.js'
import { onrampHistory } from './service/history.js'
import { priceOf, quoteFor } from './service/quote.js'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `id` is a checkout session id as the API hands them out (a UUID). */
export const isSessionId = (id: string) => uuidPattern.test(id)

export type { Asset, CheckoutStatus } from './service/context.js'

export const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount like 100 or 100.50')
/** A provider id as requests carry it; whether such a provider exists is `providerOf`'s question. */
export const providerField = z
  .string()
  .regex(providerIdPattern, 'Expected a provider id like portico-sandbox')
  .optional()
export const quoteSchema = z.object({
  amount: money,
  currency: z.enum(paymentCurrencies),
  asset: z.string().min(1).max(20),
  network: z.string().min(3).max(64),
  method: z.enum(['card', 'ach_bank_account']).default('card'),
})
export const paySchema = quoteSchema.extend({
  card: z
    .object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(10) })
    .optional(),
  bank: z.object({ routing: z.string().max(20), account: z.string().max(30) }).optional(),
})

/** The provider a request names (default the first sandbox); 400 naming `field` for an unknown one. */
export function providerOf(id: string | undefined, field = 'provider'): OnrampProvider {
  const provider = findProvider(id ?? DEFAULT_PROVIDER_ID)
  if (!provider) throw new ValidationError(field, 'Unknown provider: expected portico-sandbox or meridian')
  return provider
}

/** The quote fields a caller sees: coinbaseFee, networkFee, paymentSubtotal, paymentTotal, purchaseAmount (no id). */
export const publicQuote = ({
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

/**
 * What the on-ramp routes share: the assets on offer per provider, their prices, quotes, checkout sessions,
 * history and the delivery of paid checkouts. Starting it finishes the deliveries a previous run left pending
 * (`reconciled`). Solana is served on the nodes configured with an on-ramp treasury, for the assets with a
 * configured price.
 */
export function createOnrampService({
  db,
  clients,
  solanaNodes = [],
  iconUrl,
}: {
  db: Database
  clients: ChainClients
  solanaNodes?: readonly SolanaNodeConfig[] | undefined
  iconUrl: (symbol: string) => string
}) {
  const delivery = createDelivery({ db, clients, solanaNodes })
  const reconciled = delivery
    .reconcile()
    .catch((error: unknown) => [{ id: '(all pending)', error }])
    .then((failures) => {
      for (const { id, error } of failures)
        console.error('[onramp] pending purchase not delivered:', id, error)
      return failures
    })
  const assets = assetsOnOffer(clients, solanaNodes)
  const context: OnrampServiceContext = { db, clients, solanaNodes, iconUrl, assets }
  // Session ids are UUIDs; anything else (a NUL byte, which PostgreSQL text refuses) is no session.
  const session = async (id: string) => (isSessionId(id) ? findOnrampSession(db, id) : undefined)

  return {
    assets,
    /** The networks on offer, of one provider or of all, in configuration order. */
    networks: (provider?: OnrampProvider) => networksOf(assets(provider)),
    priceOf: (asset: Asset) => priceOf(context, asset),
    quoteFor: (input: z.infer<typeof quoteSchema>, provider = providerOf(undefined)) =>
      quoteFor(context, input, provider),
    session,
    /** Where a checkout stands, for the kit that follows it; undefined for an unknown checkout. */
    checkoutStatus: async (id: string) => {
      const row = await session(id)
      return row ? checkoutStatusOf(context, row) : undefined
    },
    /** On-ramp purchases of an account (EVM or Solana), in the history's Transaction shape. */
    history: (account: string) => onrampHistory(context, account),
    deliver: delivery.deliver,
    reconciled,
  }
}

export type OnrampService = ReturnType<typeof createOnrampService>
