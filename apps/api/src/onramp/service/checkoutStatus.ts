import { findOnrampPurchaseOfSession, type findOnrampSession } from '../../db/onramp.js'
import { type CheckoutStatus, type OnrampServiceContext, statusOf } from './context.js'

type SessionRow = NonNullable<Awaited<ReturnType<typeof findOnrampSession>>>

/** Where a checkout session stands, for the kit that follows it, with the project it belongs to. */
export async function checkoutStatusOf({ db }: OnrampServiceContext, row: SessionRow) {
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
