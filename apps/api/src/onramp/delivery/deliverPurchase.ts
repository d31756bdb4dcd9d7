import { findOnrampPurchase } from '../../db/onramp.js'
import { type DeliveryContext, OnrampDeliveryError } from './context.js'
import { sendPurchase } from './sendPurchase.js'
import { settlePurchase } from './settlePurchase.js'

/** How often a Solana delivery whose transaction expired unseen is signed anew within one pay. */
const MAX_SIGNINGS = 3

/** Delivers a purchase recorded as pending; resolves with the transaction hash once mined. */
export async function deliverPurchase(context: DeliveryContext, id: string): Promise<string> {
  try {
    for (let signing = 0; signing < MAX_SIGNINGS; signing++) {
      const row = await findOnrampPurchase(context.db, id)
      if (!row) throw new OnrampDeliveryError(`No purchase ${id}`)
      if (!row.tx_hash) await sendPurchase(context, row)
      const hash = await settlePurchase(context, id)
      if (hash !== 'expired') return hash
    }
    throw new OnrampDeliveryError(`Delivery of purchase ${id} expired ${MAX_SIGNINGS} times`)
  } catch (error) {
    // A node that fails mid-delivery leaves the purchase pending with its signed transaction, if any, which
    // the next start finishes.
    if (error instanceof OnrampDeliveryError) throw error
    throw new OnrampDeliveryError(`Delivery of purchase ${id} did not finish`, { cause: error })
  }
}
