import type { NodeRpc } from './nodeRpc.js'

export type BlockRef = { height: number; hash: string; time: number }

/** Block hash and time by height and by hash, cached (a regtest reorg is noticed by the hash changing). */
export function createBlockCache(rpc: NodeRpc) {
  const byHash = new Map<string, BlockRef>()
  const byHeight = new Map<number, string>()

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
      const hash = await rpc.call<string>('getblockhash', [height])
      if (byHeight.get(height) !== hash) byHeight.set(height, hash)
      return header(hash)
    },
  }
}

export type BlockCache = ReturnType<typeof createBlockCache>
