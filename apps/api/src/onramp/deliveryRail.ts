import type { OnrampPurchaseRow } from '../db/onramp.js'

/** A signed delivery: its hash (a Solana signature), its wire bytes, and on Solana its last valid block height. */
export type SignedDelivery = { txHash: string; rawTx: string; validUntil?: number | undefined }

/**
 * Where a recorded delivery stands on chain: mined (`success`, `reverted`), known to the node but not yet
 * mined (`pending`), unknown to the node (`missing`), or unknown and never able to land (`expired`).
 */
export type Landing = 'success' | 'reverted' | 'pending' | 'missing' | 'expired'

/** A purchase whose delivery was signed and recorded. */
export type RecordedPurchase = OnrampPurchaseRow & { tx_hash: string; raw_tx: string }

/** How one chain's treasury signs, sends and follows deliveries; the exactly-once rules sit above it. */
export type DeliveryRail = {
  /** Signs the purchase's delivery; nothing is sent. */
  sign(row: OnrampPurchaseRow): Promise<SignedDelivery>
  /** Hands the recorded bytes to the node (again); throws when the node refuses them. */
  send(row: RecordedPurchase): Promise<void>
  lookup(row: RecordedPurchase): Promise<Landing>
  /** Until the delivery is mined or can no longer land; `timeout` when neither happened in time. */
  wait(row: RecordedPurchase): Promise<'success' | 'reverted' | 'expired' | 'timeout'>
}
