import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readPrices } from '../chain/prices.js'
import type { ChainConfig, SolanaNodeConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { findOnrampPurchaseOfSession, findOnrampSession, listOnrampPurchases } from '../db/onramp.js'
import { ValidationError } from '../middleware/validate.js'
import { computeQuote, OnrampAmountError } from './computeQuote.js'
import { createDelivery } from './deliver.js'
import { paymentCurrencies } from './limits.js'
import {
  DEFAULT_PROVIDER_ID,
  findProvider,
  type OnrampNamespace,
  type OnrampProvider,
  providerIdPattern,
  serves,
} from './providers.js'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `id` is a checkout session id as the API hands them out (a UUID). */
export const isSessionId = (id: string) => uuidPattern.test(id)

/** An asset on offer: on an EVM chain (priced by its AMM) or on a Solana node (priced by the configuration). */
export type Asset = {
  symbol: string
  name: string
  decimals: number
  /** Token contract or mint; undefined for the native currency. */
  address: string | undefined
  /** CAIP-2 id of its network. */
  network: string
  networkName: string
  namespace: OnrampNamespace
  /** The EVM chain; undefined on Solana. */
  chain: ChainConfig | undefined
  /** The configured USD price on Solana. */
  usdPrice: number | undefined
}

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

/** Where a checkout stands: not paid yet, paid and delivering, delivered, or failed. */
export type CheckoutStatus = 'open' | 'pending' | 'confirmed' | 'failed'
const statusOf = { pending: 'pending', delivered: 'confirmed', failed: 'failed' } as const

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
  const evmAssets = (): Asset[] =>
    clients.eip155().flatMap((chain) =>
      [
        { ...chain.nativeCurrency, address: undefined },
        ...chain.tokens.map((t) => ({
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          address: t.address,
        })),
      ].map((a) => ({
        ...a,
        network: chain.caipNetworkId,
        networkName: chain.name,
        namespace: 'eip155' as const,
        chain,
        usdPrice: undefined,
      })),
    )
  const solanaAssets = (): Asset[] =>
    solanaNodes
      .filter((node) => node.onramp)
      .flatMap((node) =>
        [
          { ...node.nativeCurrency, address: undefined, usdPrice: node.nativeUsdPrice },
          ...node.tokens.map((t) => ({
            symbol: t.symbol,
            name: t.name,
            decimals: t.decimals,
            address: t.address,
            usdPrice: t.usdPrice,
          })),
        ]
          .filter((a) => a.usdPrice > 0)
          .map((a) => ({
            ...a,
            network: node.caipNetworkId,
            networkName: node.name,
            namespace: 'solana' as const,
            chain: undefined,
          })),
      )
  /** The assets on offer, of one provider or of all. */
  const assets = (provider?: OnrampProvider): Asset[] =>
    [...evmAssets(), ...solanaAssets()].filter((a) => !provider || serves(provider, a.network))
  /** The networks on offer, of one provider or of all, in configuration order. */
  const networks = (provider?: OnrampProvider) => {
    const seen = new Map<string, { id: string; name: string; namespace: OnrampNamespace }>()
    for (const a of assets(provider))
      if (!seen.has(a.network))
        seen.set(a.network, { id: a.network, name: a.networkName, namespace: a.namespace })
    return [...seen.values()]
  }
  const findAsset = (symbol: string, network: string, provider?: OnrampProvider) => {
    if (provider && !serves(provider, network))
      throw new ValidationError('network', `Provider ${provider.name} does not serve ${network}`)
    const asset = assets(provider).find(
      (a) => a.symbol.toUpperCase() === symbol.toUpperCase() && a.network === network,
    )
    if (!asset) throw new ValidationError('asset', `${symbol} is not offered on ${network}`)
    return asset
  }
  const priceOf = async (asset: Asset) => {
    if (!asset.chain) return asset.usdPrice ?? 0
    const address = asset.address ?? asset.chain.amm?.weth
    if (!address) return 0
    const [price = 0] = await readPrices(clients, asset.chain, [{ address, decimals: asset.decimals }])
    return price
  }
  const quoteFor = async (input: z.infer<typeof quoteSchema>, provider = providerOf(undefined)) => {
    const asset = findAsset(input.asset, input.network, provider)
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
          fee: provider.fee,
        }),
      }
    } catch (error) {
      if (error instanceof OnrampAmountError) throw new ValidationError('amount', error.message)
      throw error
    }
  }
  // Session ids are UUIDs; anything else (a NUL byte, which PostgreSQL text refuses) is no session.
  const session = async (id: string) => (isSessionId(id) ? findOnrampSession(db, id) : undefined)

  /** Where a checkout stands, for the kit that follows it; undefined for an unknown checkout. */
  const checkoutStatus = async (id: string) => {
    const row = await session(id)
    if (!row) return undefined
    const purchase = await findOnrampPurchaseOfSession(db, row.id)
    if (!purchase) {
      return {
        projectId: row.project_id,
        reply: {
          status: 'open' as CheckoutStatus,
          network: row.default_network ?? row.networks[0] ?? '',
          asset: row.assets[0] ?? '',
        },
      }
    }
    return {
      projectId: row.project_id,
      reply: {
        status: statusOf[purchase.status] as CheckoutStatus,
        network: purchase.network,
        asset: purchase.asset_symbol,
        amount: purchase.crypto_amount,
        ...(purchase.tx_hash ? { txHash: purchase.tx_hash } : {}),
      },
    }
  }

  /** On-ramp purchases of an account (EVM or Solana), in the history's Transaction shape. */
  const history = async (account: string) => {
    const rows = await listOnrampPurchases(db, account)
    const all = assets()
    return {
      data: rows.map((row) => {
        const asset = all.find((a) => a.symbol === row.asset_symbol && a.network === row.network)
        return {
          id: row.tx_hash ?? row.id,
          metadata: {
            minedAt: new Date(row.created_at).toISOString(),
            chain: row.network,
            operationType: 'buy',
            status: statusOf[row.status],
            sentFrom: findProvider(row.provider)?.name ?? row.provider,
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

  return {
    assets,
    networks,
    priceOf,
    quoteFor,
    session,
    checkoutStatus,
    history,
    deliver: delivery.deliver,
    reconciled,
  }
}

export type OnrampService = ReturnType<typeof createOnrampService>
