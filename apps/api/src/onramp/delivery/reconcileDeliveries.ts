import {
  forgetExpiredOnrampDelivery,
  listPendingOnrampPurchases,
  type OnrampPurchaseRow,
} from '../../db/onramp.js'
import type { RecordedPurchase } from '../deliveryRail.js'
import { type DeliveryContext, recorded } from './context.js'
import { deliverPurchase } from './deliverPurchase.js'
import { refused } from './sendPurchase.js'
import { settlePurchase } from './settlePurchase.js'

/**
 * Makes sure the node knows a transaction a previous run recorded: the same signed bytes again if not, so at
 * most one lands. Returns false when it can never land and was forgotten (to be signed anew); throws (and
 * fails the purchase) when the node refuses it and it was not mined.
 */
async function resend(context: DeliveryContext, row: RecordedPurchase): Promise<boolean> {
  const rail = context.railOf(row.network)
  const landing = await rail.lookup(row)
  if (landing === 'expired') {
    await forgetExpiredOnrampDelivery(context.db, row.id, row.tx_hash)
    return false
  }
  if (landing !== 'missing') return true
  try {
    await rail.send(row)
  } catch (error) {
    await refused(context, row, error)
  }
  return true
}

/**
 * Finishes every purchase a previous run left pending. First the recorded transactions reach the node again,
 * holding every chain's turn meanwhile (they carry the treasury's next nonces, so no new send may take
 * those); then each is settled, and those never signed are sent now. Resolves once all are settled; the
 * failures, one per purchase, are returned rather than thrown so one stuck purchase hides no other.
 */
export async function reconcileDeliveries(
  context: DeliveryContext,
): Promise<{ id: string; error: unknown }[]> {
  const { db, clients, solanaRails, inTurn } = context
  let open = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const networks = [...clients.eip155().map((c) => c.caipNetworkId), ...solanaRails.keys()]
  for (const network of networks) void inTurn(network, () => gate)
  const failures: { id: string; error: unknown }[] = []
  const pending: OnrampPurchaseRow[] = []
  try {
    for (const row of await listPendingOnrampPurchases(db)) {
      if (!recorded(row)) continue
      try {
        if (await resend(context, row)) pending.push(row)
      } catch (error) {
        failures.push({ id: row.id, error })
      }
    }
  } finally {
    open()
  }
  for (const row of pending) {
    try {
      if ((await settlePurchase(context, row.id)) === 'expired') await deliverPurchase(context, row.id)
    } catch (error) {
      failures.push({ id: row.id, error })
    }
  }
  for (const row of await listPendingOnrampPurchases(db)) {
    if (row.tx_hash) continue
    try {
      await deliverPurchase(context, row.id)
    } catch (error) {
      failures.push({ id: row.id, error })
    }
  }
  return failures
}
