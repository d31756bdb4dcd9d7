import { createBoundedCache } from '../cache/createBoundedCache.js'
import type { NodeRpc } from './nodeRpc.js'

export type BlockRef = { height: number; hash: string; time: number }

/**
 * Block height and time by hash, cached in a cache bounded in entries and bytes (a block's header never
 * changes); by height the hash is asked each time (a regtest reorg is noticed by the hash changing).
 */
export function createBlockCache(rpc: NodeRpc) {
  const byHash = createBoundedCache<BlockRef>({
    maxEntries: 10_000,
    maxBytes: 2 * 1024 * 1024,
    ttlMs: 3_600_000,
  })

  const header = async (hash: string): Promise<BlockRef> => {
    const hit = byHash.get(hash)
    if (hit) return hit
    const { height, time } = await rpc.call<{ height: number; time: number }>('getblockheader', [hash])
    const ref = { height, hash, time }
    byHash.set(hash, ref)
    return ref
  }

  return {
    header,
    async atHeight(height: number): Promise<BlockRef> {
      // The hash at a height can change after a reorg, so it is asked again each time.
      return header(await rpc.call<string>('getblockhash', [height]))
    },
  }
}

export type BlockCache = ReturnType<typeof createBlockCache>
