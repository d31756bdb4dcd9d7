import { Hono } from 'hono'
import { type Address, isAddress, parseAbi } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { nftCandidates } from '../db/nfts.js'
import { ValidationError, validate } from '../middleware/validate.js'

const ownerOfAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)'])

/**
 * GET /v1/account/{address}/nfts — ERC-721 tokens the account holds: candidates from the indexer, confirmed
 * by `ownerOf` in one multicall per chain, with metadata images. Collections the API is not configured
 * with are flagged spam.
 */
export function nftRoutes({
  db,
  clients,
  nftPreview,
}: {
  db: Database
  clients: ChainClients
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>
}) {
  return new Hono().get('/account/:address/nfts', async (c) => {
    const { address } = validate(
      z.object({ address: z.string().refine((v) => isAddress(v, { strict: false }), 'Not an EVM address') }),
      c.req.param(),
      'params',
    )
    const { chainId } = validate(
      z.object({
        chainId: z
          .string()
          .regex(/^eip155:\d{1,12}$/)
          .optional(),
      }),
      c.req.query(),
      'query',
    )
    const chains = chainId ? [clients.chain(chainId)].filter((x) => x !== undefined) : clients.eip155()
    if (chainId && chains.length === 0)
      throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
    const owner = address.toLowerCase()
    const candidates = await nftCandidates(
      db,
      owner,
      chains.map((ch) => ch.caipNetworkId),
    )
    const nfts = await Promise.all(
      chains.map(async (chain) => {
        const mine = candidates.filter((x) => x.chain_id === chain.caipNetworkId)
        const client = clients.get(chain.caipNetworkId)
        if (!client || mine.length === 0) return []
        const owners = await client.multicall({
          contracts: mine.map((x) => ({
            address: x.token_address as Address,
            abi: ownerOfAbi,
            functionName: 'ownerOf' as const,
            args: [BigInt(x.token_id)] as const,
          })),
          allowFailure: true,
        })
        const held = mine.filter((_, i) => {
          const result = owners[i]
          return result?.status === 'success' && result.result.toLowerCase() === owner
        })
        return Promise.all(
          held.map(async (x) => {
            const collection = chain.nfts.find((n) => n.address.toLowerCase() === x.token_address)
            return {
              chainId: chain.caipNetworkId,
              contract: x.token_address,
              tokenId: x.token_id,
              name: `${collection?.name ?? 'Unknown collection'} #${x.token_id}`,
              collection: collection?.name ?? null,
              imageUrl: (await nftPreview(chain.caipNetworkId, x.token_address, x.token_id)) ?? null,
              isSpam: !collection,
            }
          }),
        )
      }),
    )
    return c.json({
      nfts: nfts
        .flat()
        .sort((a, b) => a.chainId.localeCompare(b.chainId) || Number(a.tokenId) - Number(b.tokenId)),
    })
  })
}
