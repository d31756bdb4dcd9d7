import type { NodeRpc } from './nodeRpc.js'

/** The confirmation targets (blocks) Esplora answers for. */
export const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008] as const

/**
 * `{ [target]: sat/vB }` from `estimatesmartfee`, never below the node's mempool minimum. A target the
 * node has no data for (always, on a fresh regtest chain) gets the next longer target's estimate, else
 * `fallbackFeeRate`, else the node's minimum relay fee.
 */
export async function feeEstimates(rpc: NodeRpc, fallbackFeeRate?: number): Promise<Record<string, number>> {
  const [estimates, info] = await Promise.all([
    rpc.batch<{ feerate?: number }>(
      FEE_TARGETS.map((target) => ({ method: 'estimatesmartfee', params: [target] })),
    ),
    rpc.call<{ mempoolminfee: number; minrelaytxfee: number }>('getmempoolinfo'),
  ])
  // Node fee rates are coins per 1000 vB: × 1e8 / 1000 = sat/vB.
  const floor = Math.max(info.mempoolminfee, info.minrelaytxfee) * 1e5
  const fallback = Math.max(fallbackFeeRate ?? floor, floor)
  const rates: Record<string, number> = {}
  let longer: number | undefined
  for (let i = FEE_TARGETS.length - 1; i >= 0; i--) {
    const result = estimates[i]
    const feerate = result?.status === 'fulfilled' ? result.value.feerate : undefined
    if (feerate !== undefined && feerate > 0) longer = Math.max(round(feerate * 1e5), floor)
    rates[String(FEE_TARGETS[i])] = longer ?? fallback
  }
  return rates
}

const round = (rate: number) => Math.round(rate * 1000) / 1000
