import type { Hex } from 'viem'
import type { ChainClients } from '../../chain/clients.js'
import type { SolanaNodeConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import type { OnrampPurchaseRow } from '../../db/onramp.js'
import type { DeliveryRail, RecordedPurchase } from '../deliveryRail.js'
import { createEvmRail } from '../evmDelivery.js'
import { createSolanaRail } from '../solanaDelivery.js'

/** A delivery that did not land: nothing was sent, or what was sent reverted or was never mined. */
export class OnrampDeliveryError extends Error {
  override name = 'OnrampDeliveryError'
}

export type DeliveryParameters = {
  db: Database
  clients: ChainClients
  solanaNodes?: readonly SolanaNodeConfig[] | undefined
}

/** What every delivery step shares: the database, the chains, each chain's rail and its turn to send. */
export type DeliveryContext = {
  db: Database
  clients: ChainClients
  /** The Solana rails by network id: the Solana networks that deliver. */
  solanaRails: Map<string, DeliveryRail>
  /** The rail that signs, sends and looks up deliveries on a network; throws when it has no treasury. */
  railOf: (network: string) => DeliveryRail
  /** Runs `work` in the chain's turn: after the chain's earlier sends, holding its advisory lock. */
  inTurn: <T>(network: string, work: () => Promise<T>) => Promise<T>
}

export const recorded = (row: OnrampPurchaseRow | undefined): row is RecordedPurchase =>
  Boolean(row?.tx_hash && row.raw_tx)

/**
 * The tail of each chain's queue of sends; a failed send does not stop the ones after it. Within the queue, each
 * turn also holds the chain's advisory lock on the database, so API instances sharing one database take turns
 * too: the next treasury nonce is read only after the other instance's send reached the node.
 */
function chainTurns(db: Database): DeliveryContext['inTurn'] {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(network: string, work: () => Promise<T>): Promise<T> => {
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
}

export function deliveryContext({ db, clients, solanaNodes = [] }: DeliveryParameters): DeliveryContext {
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
  return { db, clients, solanaRails, railOf, inTurn: chainTurns(db) }
}
