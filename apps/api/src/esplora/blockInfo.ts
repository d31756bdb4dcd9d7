import type { NodeRpc } from './nodeRpc.js'

/** A block as Esplora's `/block/:hash` shows it. */
export type EsploraBlock = {
  id: string
  height: number
  version: number
  timestamp: number
  tx_count: number
  size: number
  weight: number
  merkle_root: string
  /** Null for the genesis block. */
  previousblockhash: string | null
  mediantime: number
  nonce: number
  bits: number
  difficulty: number
}

/** Esplora's `/block/:hash/status`: `next_best` only for a block in the best chain with a successor. */
export type EsploraBlockStatus = { in_best_chain: boolean; height: number | null; next_best: string | null }

type NodeBlock = {
  hash: string
  confirmations: number
  height: number
  version: number
  merkleroot: string
  time: number
  mediantime: number
  nonce: number
  bits: string
  difficulty: number
  nTx: number
  size: number
  weight: number
  previousblockhash?: string
  nextblockhash?: string
}

/** `/block/:hash` from `getblock <hash> 1` (the node's error, such as -5 for an unknown hash, is thrown). */
export async function blockInfo(rpc: NodeRpc, hash: string): Promise<EsploraBlock> {
  const block = await rpc.call<NodeBlock>('getblock', [hash, 1])
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.nTx,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleroot,
    previousblockhash: block.previousblockhash ?? null,
    mediantime: block.mediantime,
    nonce: block.nonce,
    bits: Number.parseInt(block.bits, 16),
    difficulty: block.difficulty,
  }
}

/** `/block/:hash/status` from `getblockheader` (a block off the best chain has −1 confirmations). */
export async function blockStatus(rpc: NodeRpc, hash: string): Promise<EsploraBlockStatus> {
  const header = await rpc.call<NodeBlock>('getblockheader', [hash])
  const inBest = header.confirmations >= 0
  return {
    in_best_chain: inBest,
    height: header.height,
    next_best: inBest ? (header.nextblockhash ?? null) : null,
  }
}
