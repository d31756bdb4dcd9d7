import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readPrices } from '../chain/prices.js'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { findOnrampSession, listOnrampPurchases } from '../db/onramp.js'
import { ValidationError } from '../middleware/validate.js'
import { computeQuote, OnrampAmountError } from './computeQuote.js'
import { createDelivery } from './deliver.js'
import { PROVIDER_NAME, paymentCurrencies } from './limits.js'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Asset = {
  symbol: string
  name: string
  decimals: number
  address: string | undefined
  chain: ChainConfig
}

export const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount like 100 or 100.50')
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
 * What the on-ramp routes share: the assets on offer, their prices, quotes, checkout sessions, history and the
 * delivery of paid checkouts. Starting it finishes the deliveries a previous run left pending (`reconciled`).
 */
export function createOnrampService({
  db,
  clients,
  iconUrl,
}: {
  db: Database
  clients: ChainClients
  iconUrl: (symbol: string) => string
}) {
  const delivery = createDelivery({ db, clients })
  const reconciled = delivery
    .reconcile()
    .catch((error: unknown) => [{ id: '(all pending)', error }])
    .then((failures) => {
      for (const { id, error } of failures)
        console.error('[onramp] pending purchase not delivered:', id, error)
      return failures
    })
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
  // Session ids are UUIDs; anything else (a NUL byte, which PostgreSQL text refuses) is no session.
  const session = async (id: string) => (uuidPattern.test(id) ? findOnrampSession(db, id) : undefined)

  /** On-ramp purchases of an account, in the history's Transaction shape. */
  const history = async (account: string) => {
    const rows = await listOnrampPurchases(db, account)
    return {
      data: rows.map((row) => {
        const asset = assets().find(
          (a) => a.symbol === row.asset_symbol && a.chain.caipNetworkId === row.network,
        )
        return {
          id: row.tx_hash ?? row.id,
          metadata: {
            minedAt: new Date(row.created_at).toISOString(),
            chain: row.network,
            operationType: 'buy',
            status: row.status === 'delivered' ? 'confirmed' : 'pending',
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

  return { assets, priceOf, quoteFor, session, history, deliver: delivery.deliver, reconciled }
}

export type OnrampService = ReturnType<typeof createOnrampService>
