import type { Address } from 'viem'
import { erc721Abi } from '../chain/abis.js'
import type { ChainClients } from '../chain/clients.js'

/** Image URL of an NFT from its tokenURI metadata, cached per token (tokens' metadata does not move). */
export function createNftPreviews(clients: ChainClients) {
  const cache = new Map<string, Promise<string | undefined>>()
  return (chainId: string, contract: string, tokenId: string): Promise<string | undefined> => {
    const key = `${chainId}|${contract}|${tokenId}`
    let found = cache.get(key)
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
        return typeof metadata.image === 'string' ? metadata.image : undefined
      })().catch(() => {
        cache.delete(key)
        return undefined
      })
      cache.set(key, found)
    }
    return found
  }
}
