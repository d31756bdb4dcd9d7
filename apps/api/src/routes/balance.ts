import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readBalances, type TokenBalance } from '../chain/readBalances.js'
import { validate } from '../middleware/validate.js'

export const BALANCE_CACHE_MS = 30_000

const paramsSchema = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'Not an EVM address'),
})
const querySchema = z.object({
  currency: z.literal('usd').default('usd'),
  chainId: z
    .string()
    .regex(/^eip155:\d{1,12}$/, 'Expected a CAIP-2 eip155 id')
    .optional(),
  forceUpdate: z.string().optional(),
})

/** GET /v1/account/{address}/balance — cached 30 s per account and chain unless forceUpdate. */
export function balanceRoutes({
  clients,
  iconUrl,
  now = Date.now,
}: {
  clients: ChainClients
  iconUrl: (symbol: string) => string
  now?: () => number
}) {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  return new Hono().get('/account/:address/balance', async (c) => {
    const { address } = validate(paramsSchema, c.req.param(), 'params')
    const query = validate(querySchema, c.req.query(), 'query')
    const owner = getAddress(address)
    const chains = query.chainId
      ? [clients.chain(query.chainId)].filter((x) => x !== undefined)
      : clients.eip155()
    if (query.chainId && chains.length === 0) {
      return c.json({ message: `Chain ${query.chainId} is not supported`, field: 'query.chainId' }, 400)
    }
    const balances = await Promise.all(
      chains.map(async (chain) => {
        const key = `${chain.caipNetworkId}|${owner}`
        const hit = cache.get(key)
        if (hit && query.forceUpdate === undefined && now() - hit.at < BALANCE_CACHE_MS) return hit.balances
        const fresh = await readBalances(clients, chain, owner, iconUrl)
        cache.set(key, { at: now(), balances: fresh })
        return fresh
      }),
    )
    return c.json({ balances: balances.flat() })
  })
}
