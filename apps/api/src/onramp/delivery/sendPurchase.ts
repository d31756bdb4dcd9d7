import {
  findOnrampPurchase,
  type OnrampPurchaseRow,
  recordOnrampDelivery,
  settleOnrampPurchase,
} from '../../db/onramp.js'
import type { DeliveryRail, RecordedPurchase } from '../deliveryRail.js'
import { type DeliveryContext, OnrampDeliveryError } from './context.js'

/** Fails a purchase whose recorded delivery the node refused, unless it is on chain after all. */
export async function refused({ db, railOf }: DeliveryContext, row: RecordedPurchase, error: unknown) {
  const landing = await railOf(row.network)
    .lookup(row)
    .catch(() => undefined)
  if (landing === 'missing' || landing === 'expired') {
    await settleOnrampPurchase(db, row.id, 'failed')
    throw new OnrampDeliveryError(`The node refused the delivery ${row.tx_hash}`, { cause: error })
  }
  if (landing === undefined) throw error
}

/** Signs, records and sends a pending purchase that has no transaction yet; in the chain's turn. */
export function sendPurchase(context: DeliveryContext, row: OnrampPurchaseRow) {
  const { db, railOf, inTurn } = context
  const rail = railOf(row.network)
  return inTurn(row.network, async () => {
    // Another run may have signed it while this one waited for its turn.
    if ((await findOnrampPurchase(db, row.id))?.tx_hash) return
    let signed: Awaited<ReturnType<DeliveryRail['sign']>>
    try {
      signed = await rail.sign(row)
    } catch (error) {
      // Nothing was sent: the purchase ends failed rather than waiting for a send that never comes.
      await settleOnrampPurchase(db, row.id, 'failed')
      throw new OnrampDeliveryError(`Could not sign the delivery on ${row.network}`, { cause: error })
    }
    if (!(await recordOnrampDelivery(db, row.id, signed))) return
    const mine = {
      ...row,
      tx_hash: signed.txHash,
      raw_tx: signed.rawTx,
      valid_until: signed.validUntil ?? null,
    }
    try {
      await rail.send(mine)
    } catch (error) {
      await refused(context, mine, error)
    }
  })
}
