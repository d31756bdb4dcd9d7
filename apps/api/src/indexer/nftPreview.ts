import type { Address } from 'viem'
import { createBoundedCache } from '../cache/createBoundedCache.js'
import { erc721Abi } from '../chain/abis.js'
import type { ChainClients } from '../chain/clients.js'

/**
 * Image URL of an NFT from its tokenURI metadata, cached per token for an hour (tokens' metadata does not
 * move) in a cache bounded in entries and bytes; a lookup under way is shared by those asking meanwhile.
 */
export function createNftPreviews(clients: ChainClients) {
  const cache = createBoundedCache<{ image: string | undefined }>({
    maxEntries: 10_000,
    maxBytes: 4 * 1024 * 1024,
    ttlMs: 3_600_000,
  })
  const pending = new Map<string, Promise<string | undefined>>()
  return (chainId: string, contract: string, tokenId: string): Promise<string | undefined> => {
    const key = `${chainId}|${contract}|${tokenId}`
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit.image)
    let found = pending.get(key)
    if (!found) {
      found = (async () => {
        const client = clients.get(chainId)
        if (!client) return undefined
        const uri = await client.readContract({
          address: contract as Address,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [BigInt(tokenId)],
        })
        const res = await fetch(uri, { signal: AbortSignal.timeout(3_000) })
        const metadata = (await res.json()) as { image?: unknown }
        const image = typeof metadata.image === 'string' ? metadata.image : undefined
        cache.set(key, { image })
        return image
      })()
        .catch(() => undefined)
        .finally(() => pending.delete(key))
      pending.set(key, found)
    }
    return found
  }
}
