import { readPrices } from '../../chain/prices.js'
import { ValidationError } from '../../middleware/validate.js'
import { computeQuote, OnrampAmountError } from '../computeQuote.js'
import type { paymentCurrencies } from '../limits.js'
import type { OnrampProvider } from '../providers.js'
import { findAsset } from './assets.js'
import type { Asset, OnrampServiceContext } from './context.js'

/** A quote request once validated: fiat amount and currency, the asset and its network, the payment method. */
export type QuoteInput = {
  amount: string
  currency: (typeof paymentCurrencies)[number]
  asset: string
  network: string
  method: 'card' | 'ach_bank_account'
}

/** An asset's USD price: from its chain's AMM on EVM, from the configuration on Solana; 0 when unknown. */
export async function priceOf({ clients }: OnrampServiceContext, asset: Asset) {
  if (!asset.chain) return asset.usdPrice ?? 0
  const address = asset.address ?? asset.chain.amm?.weth
  if (!address) return 0
  const [price = 0] = await readPrices(clients, asset.chain, [{ address, decimals: asset.decimals }])
  return price
}

/** The provider's quote for buying an asset; an amount out of bounds is a 400 on `amount`. */
export async function quoteFor(context: OnrampServiceContext, input: QuoteInput, provider: OnrampProvider) {
  const asset = findAsset(context.assets(provider), input.asset, input.network, provider)
  try {
    return {
      asset,
      ...computeQuote({
        amount: Number(input.amount),
        currency: input.currency,
        method: input.method,
        priceUsd: await priceOf(context, asset),
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
