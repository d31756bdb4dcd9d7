import { findOnrampPurchase, forgetExpiredOnrampDelivery, settleOnrampPurchase } from '../../db/onramp.js'
import { type DeliveryContext, OnrampDeliveryError, recorded } from './context.js'

/**
 * Waits for the purchase's recorded transaction to be mined and settles the purchase. `expired`: the
 * transaction can never land and was forgotten, so the purchase waits to be signed anew.
 */
export async function settlePurchase(
  { db, railOf }: DeliveryContext,
  id: string,
): Promise<string | 'expired'> {
  const row = await findOnrampPurchase(db, id)
  if (!recorded(row)) throw new OnrampDeliveryError(`Purchase ${id} has no delivery`)
  const landing = await railOf(row.network).wait(row)
  if (landing === 'expired') {
    await forgetExpiredOnrampDelivery(db, id, row.tx_hash)
    return 'expired'
  }
  if (landing === 'timeout') throw new OnrampDeliveryError(`Delivery not confirmed yet: ${row.tx_hash}`)
  await settleOnrampPurchase(db, id, landing === 'success' ? 'delivered' : 'failed')
  if (landing !== 'success') throw new OnrampDeliveryError(`Delivery reverted: ${row.tx_hash}`)
  return row.tx_hash
}
