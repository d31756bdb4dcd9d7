import type { Hex } from 'viem'
import type { ChainClients } from '../chain/clients.js'
import type { SolanaNodeConfig } from '../config.js'
import type { Database } from '../db/database.js'
import {
  findOnrampPurchase,
  forgetExpiredOnrampDelivery,
  listPendingOnrampPurchases,
  type OnrampPurchaseRow,
  recordOnrampDelivery,
  settleOnrampPurchase,
} from '../db/onramp.js'
import type { DeliveryRail, RecordedPurchase } from './deliveryRail.js'
import { createEvmRail } from './evmDelivery.js'
import { createSolanaRail } from './solanaDelivery.js'

/** A delivery that did not land: nothing was sent, or what was sent reverted or was never mined. */
export class OnrampDeliveryError extends Error {
  override name = 'OnrampDeliveryError'
}

/** How often a Solana delivery whose transaction expired unseen is signed anew within one pay. */
const MAX_SIGNINGS = 3

const recorded = (row: OnrampPurchaseRow | undefined): row is RecordedPurchase =>
  Boolean(row?.tx_hash && row.raw_tx)

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
 */
export function createDelivery({
  db,
  clients,
  solanaNodes = [],
}: {
  db: Database
  clients: ChainClients
  solanaNodes?: readonly SolanaNodeConfig[] | undefined
}) {
  // The tail of each chain's queue of sends; a failed send does not stop the ones after it. Within the queue,
  // each turn also holds the chain's advisory lock on the database, so API instances sharing one database take
  // turns too: the next treasury nonce is read only after the other instance's send reached the node.
  const tails = new Map<string, Promise<unknown>>()
  const inTurn = <T>(network: string, work: () => Promise<T>): Promise<T> => {
    const locked = () =>
      db.session(async (conn) => {
        await conn.query('select pg_advisory_lock(hashtext($1))', [`portico.onramp.treasury ${network}`])
        try {
          return await work()
        } finally {
          await conn.query('select pg_advisory_unlock(hashtext($1))', [`portico.onramp.treasury ${network}`])
        }
      })
    const run = (tails.get(network) ?? Promise.resolve()).then(locked)
    tails.set(
      network,
      run.catch(() => {}),
    )
    return run
  }

  const solanaRails = new Map<string, DeliveryRail>()
  for (const node of solanaNodes) {
    if (node.onramp) solanaRails.set(node.caipNetworkId, createSolanaRail(node, node.onramp.treasuryKey))
  }
  const evmRails = new Map<string, DeliveryRail>()
  const railOf = (network: string): DeliveryRail => {
    const solana = solanaRails.get(network)
    if (solana) return solana
    const cached = evmRails.get(network)
    if (cached) return cached
    const chain = clients.chain(network)
    const client = clients.get(network)
    const key = chain?.onramp?.treasuryKey
    if (!chain || !client || !key) throw new OnrampDeliveryError(`No on-ramp treasury on ${network}`)
    const rail = createEvmRail(chain, client, key as Hex)
    evmRails.set(network, rail)
    return rail
  }

  /** Fails a purchase whose recorded delivery the node refused, unless it is on chain after all. */
  const refused = async (row: RecordedPurchase, error: unknown) => {
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
  const send = (row: OnrampPurchaseRow) => {
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
        await refused(mine, error)
      }
    })
  }

  /**
   * Waits for the purchase's recorded transaction to be mined and settles the purchase. `expired`: the
   * transaction can never land and was forgotten, so the purchase waits to be signed anew.
   */
  const settle = async (id: string): Promise<string | 'expired'> => {
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

  /** Delivers a purchase recorded as pending; resolves with the transaction hash once mined. */
  const deliver = async (id: string): Promise<string> => {
    try {
      for (let signing = 0; signing < MAX_SIGNINGS; signing++) {
        const row = await findOnrampPurchase(db, id)
        if (!row) throw new OnrampDeliveryError(`No purchase ${id}`)
        if (!row.tx_hash) await send(row)
        const hash = await settle(id)
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

  /**
   * Makes sure the node knows a transaction a previous run recorded: the same signed bytes again if not, so at
   * most one lands. Returns false when it can never land and was forgotten (to be signed anew); throws (and
   * fails the purchase) when the node refuses it and it was not mined.
   */
  const resend = async (row: RecordedPurchase): Promise<boolean> => {
    const rail = railOf(row.network)
    const landing = await rail.lookup(row)
    if (landing === 'expired') {
      await forgetExpiredOnrampDelivery(db, row.id, row.tx_hash)
      return false
    }
    if (landing !== 'missing') return true
    try {
      await rail.send(row)
    } catch (error) {
      await refused(row, error)
    }
    return true
  }

  /**
   * Finishes every purchase a previous run left pending. First the recorded transactions reach the node again,
   * holding every chain's turn meanwhile (they carry the treasury's next nonces, so no new send may take
   * those); then each is settled, and those never signed are sent now. Resolves once all are settled; the
   * failures, one per purchase, are returned rather than thrown so one stuck purchase hides no other.
   */
  const reconcile = async (): Promise<{ id: string; error: unknown }[]> => {
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
          if (await resend(row)) pending.push(row)
        } catch (error) {
          failures.push({ id: row.id, error })
        }
      }
    } finally {
      open()
    }
    for (const row of pending) {
      try {
        if ((await settle(row.id)) === 'expired') await deliver(row.id)
      } catch (error) {
        failures.push({ id: row.id, error })
      }
    }
    for (const row of await listPendingOnrampPurchases(db)) {
      if (row.tx_hash) continue
      try {
        await deliver(row.id)
      } catch (error) {
        failures.push({ id: row.id, error })
      }
    }
    return failures
  }

  return { deliver, reconcile }
}

export type Delivery = ReturnType<typeof createDelivery>
