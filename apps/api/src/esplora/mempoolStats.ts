import type { NodeRpc } from './nodeRpc.js'
import { toSats } from './toSats.js'

/** A fee-rate histogram bin holds at least this many vbytes before the next one starts (the last may hold less). */
const BIN_VSIZE = 50_000

export type MempoolStats = {
  count: number
  vsize: number
  /** Satoshis. */
  total_fee: number
  /** `[feerate sat/vB, vsize]`, highest fee rate first: each bin's vsize pays at least its fee rate and less than the previous bin's. */
  fee_histogram: [number, number][]
}

type MempoolEntry = { vsize: number; fees?: { base: number }; fee?: number }

/** Esplora's `/mempool` backlog statistics from `getrawmempool true`. */
export async function mempoolStats(rpc: NodeRpc): Promise<MempoolStats> {
  const entries = Object.values(await rpc.call<Record<string, MempoolEntry>>('getrawmempool', [true]))
  const txs = entries
    .map((entry) => {
      const fee = toSats(entry.fees?.base ?? entry.fee ?? 0)
      return { fee, vsize: entry.vsize, rate: entry.vsize > 0 ? fee / entry.vsize : 0 }
    })
    .sort((a, b) => b.rate - a.rate)
  const histogram: [number, number][] = []
  let binVsize = 0
  txs.forEach((tx, i) => {
    binVsize += tx.vsize
    const next = txs[i + 1]
    // A bin closes once it is full and the next transaction pays less (equal rates stay in one bin), or at the end.
    if (!next || (binVsize >= BIN_VSIZE && next.rate < tx.rate)) {
      histogram.push([Math.round(tx.rate * 1000) / 1000, binVsize])
      binVsize = 0
    }
  })
  return {
    count: txs.length,
    vsize: txs.reduce((sum, tx) => sum + tx.vsize, 0),
    total_fee: txs.reduce((sum, tx) => sum + tx.fee, 0),
    fee_histogram: histogram,
  }
}
