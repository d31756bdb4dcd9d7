import { type DeliveryParameters, deliveryContext } from './delivery/context.js'
import { deliverPurchase } from './delivery/deliverPurchase.js'
import { reconcileDeliveries } from './delivery/reconcileDeliveries.js'

export { type DeliveryParameters, OnrampDeliveryError } from './delivery/context.js'

/**
 * Delivers sandbox purchases on the local chains from each chain's treasury: on EVM chains native by
 * transfer and tokens by minting, on Solana SOL by transfer and SPL tokens by minting. Exactly once per
 * recorded purchase:
 *
 * - a purchase is recorded `pending` before anything is sent (`insertPendingOnrampPurchase`);
 * - its transaction is signed, then recorded (hash and signed bytes), and only the run that recorded it sends
 *   it, so a purchase never has two transactions that could both land;
 * - sends from one treasury take turns (one chain's queue, one nonce at a time), so concurrent checkouts do
 *   not race — across API instances on one database too (a PostgreSQL advisory lock per chain);
 * - a transaction the node refuses, and that is not on chain, fails the purchase;
 * - a Solana transaction that can provably never land (past its blockhash's last valid block height and
 *   unseen) is forgotten and the purchase signed anew;
 * - `reconcile()` (run when the service starts) finishes what a crash left pending: a recorded transaction is
 *   looked up on chain and sent again as the same signed bytes if the node does not know it; a purchase
 *   without one was never sent and is sent now.
 *
 * The steps live under `delivery/`, one per file, over one shared context.
 */
export function createDelivery(parameters: DeliveryParameters) {
  const context = deliveryContext(parameters)
  return {
    /** Delivers a purchase recorded as pending; resolves with the transaction hash once mined. */
    deliver: (id: string): Promise<string> => deliverPurchase(context, id),
    /** Finishes every purchase a previous run left pending; returns the failures, one per purchase. */
    reconcile: (): Promise<{ id: string; error: unknown }[]> => reconcileDeliveries(context),
  }
}

export type Delivery = ReturnType<typeof createDelivery>
