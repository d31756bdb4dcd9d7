import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import type { IndexerConnection } from './indexerStore.js'
import { syncChain } from './syncChain.js'

/**
 * The advisory lock key the indexing instance holds (an arbitrary constant, the same in every instance; not
 * the migrations' key).
 */
export const INDEXER_LOCK_KEY = 7_270_616_312

export type Indexer = {
  /** Indexes up to `maxBlocks` new blocks of one chain; returns how many it indexed. */
  syncOnce(caipNetworkId: string, maxBlocks?: number): Promise<number>
  /** Whether this instance holds the indexer lock and follows the chains now. */
  isLeader(): boolean
  start(): void
  stop(): Promise<void>
}

/**
 * Follows every eip155 chain: blocks, native transfers, ERC20/ERC721 Transfer logs and AMM swaps, stored so
 * that a restart resumes where it stopped and catches up. A chain reset under a kept database is detected
 * by the stored block hash and indexed again from zero.
 *
 * One instance indexes at a time: the one holding the session-level advisory lock `INDEXER_LOCK_KEY` on a
 * connection it keeps, and it writes through that connection only, so when the connection dies (the process
 * was killed, the network dropped) its writes stop with the lock. The others try for the lock every
 * `leaderRetryMs` and the first to get it resumes from the stored cursor. The leader checks its connection
 * every `leaderRetryMs` and steps down when it is gone. On PGlite (one process) the lock is always free.
 */
export function createIndexer({
  db,
  clients,
  intervalMs = 1_000,
  leaderRetryMs = 3_000,
  onError = (error) => console.error('[indexer]', error),
}: {
  db: Database
  clients: ChainClients
  intervalMs?: number
  leaderRetryMs?: number
  onError?: (error: unknown) => void
}): Indexer {
  let stopped = true
  let leader = false
  let running: Promise<void> | undefined
  const wakers = new Set<() => void>()
  const inFlight = new Map<string, Promise<number>>()

  /** Waits `ms`, or less when `stop()` is called. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      wakers.add(wake)
    })

  const syncOnce = (chainId: string, maxBlocks?: number, conn: IndexerConnection = db) => {
    // One sync per chain at a time: a second caller waits for the running one, then runs.
    const previous = inFlight.get(chainId) ?? Promise.resolve(0)
    const next = previous.catch(() => 0).then(() => syncChain(conn, clients, chainId, maxBlocks))
    inFlight.set(chainId, next)
    return next
  }

  /** Indexes every chain through `conn` until stopped or until `conn` is found dead (then throws). */
  const lead = async (conn: IndexerConnection) => {
    let lost: unknown
    const probe = () =>
      conn.query('select 1').catch((error: unknown) => {
        lost ??= error
        for (const wake of wakers) wake()
      })
    const follow = async (chainId: string) => {
      while (!stopped && lost === undefined) {
        await pause(intervalMs)
        if (stopped || lost !== undefined) return
        try {
          await syncOnce(chainId, undefined, conn)
        } catch (error) {
          onError(error)
          // The node or the database failed; if it was the connection, the lock went with it.
          await probe()
        }
      }
    }
    const heartbeat = async () => {
      while (!stopped && lost === undefined) {
        await pause(leaderRetryMs)
        if (!stopped) await probe()
      }
    }
    await Promise.all([...clients.eip155().map((chain) => follow(chain.caipNetworkId)), heartbeat()])
    await Promise.allSettled(inFlight.values())
    if (lost !== undefined) throw lost
  }

  /** Tries for the lock until stopped; leads while it holds it. */
  const campaign = async () => {
    while (!stopped) {
      try {
        await db.session(async (conn) => {
          const [row] = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            INDEXER_LOCK_KEY,
          ])
          if (!row?.locked) return
          leader = true
          try {
            await lead(conn)
          } finally {
            leader = false
          }
          // Stopped: the lock is given back (an error here closes the connection, which gives it back too).
          await conn.query('select pg_advisory_unlock($1)', [INDEXER_LOCK_KEY])
        })
      } catch (error) {
        // The connection failed: `session` closed it, so the server has released the lock, if held.
        onError(error)
      }
      if (!stopped) await pause(leaderRetryMs)
    }
  }

  return {
    syncOnce: (chainId, maxBlocks) => syncOnce(chainId, maxBlocks),
    isLeader: () => leader,
    start() {
      if (!stopped) return
      stopped = false
      running = campaign()
    },
    async stop() {
      stopped = true
      for (const wake of wakers) wake()
      await running
      running = undefined
      await Promise.allSettled(inFlight.values())
    },
  }
}
