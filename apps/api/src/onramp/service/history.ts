import { listOnrampPurchases } from '../../db/onramp.js'
import { findProvider } from '../providers.js'
import { type OnrampServiceContext, statusOf } from './context.js'

/** On-ramp purchases of an account (EVM or Solana), in the history's Transaction shape. */
export async function onrampHistory({ db, assets, iconUrl }: OnrampServiceContext, account: string) {
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
