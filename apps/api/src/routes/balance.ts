import { Hono } from 'hono'
import { z } from 'zod'
import type { AccountReaders } from '../accounts/AccountReader.js'
import { readerFor } from '../accounts/createAccountReaders.js'
import { createBoundedCache } from '../cache/createBoundedCache.js'
import type { TokenBalance } from '../chain/readBalances.js'
import { validate } from '../middleware/validate.js'

/** How long a balance is served from the cache (unless the request asks for `forceUpdate`). */
export const BALANCE_CACHE_MS = 30_000
/** How many account-and-chain balances the cache holds at most; the least recently used go first. */
export const BALANCE_CACHE_MAX_ENTRIES = 10_000
/** Approximate bytes (JSON length) the balance cache holds at most; the least recently used go first. */
export const BALANCE_CACHE_MAX_BYTES = 16 * 1024 * 1024

const querySchema = z.object({
  currency: z.literal('usd').default('usd'),
  chainId: z.string().max(100).optional(),
  forceUpdate: z.string().optional(),
})

/**
 * GET /v1/account/{address}/balance — the balances of an account of any namespace the API reads, chosen by
 * `chainId` (every EVM chain without one). Cached 30 s per account and chain unless forceUpdate; one cache,
 * bounded in entries and bytes, serves every namespace.
 */
export function balanceRoutes({ readers, now = Date.now }: { readers: AccountReaders; now?: () => number }) {
  const cache = createBoundedCache<TokenBalance[]>({
    maxEntries: BALANCE_CACHE_MAX_ENTRIES,
    maxBytes: BALANCE_CACHE_MAX_BYTES,
    ttlMs: BALANCE_CACHE_MS,
    now,
  })
  return new Hono().get('/account/:address/balance', async (c) => {
    const query = validate(querySchema, c.req.query(), 'query')
    const { reader } = readerFor(readers, query.chainId)
    const address = await reader.address(c.req.param('address'), 'params.address', query.chainId)
    const chainIds = reader.chains(query.chainId)
    const balances = await Promise.all(
      chainIds.map(async (chainId) => {
        const key = `${chainId}|${address}`
        const hit = query.forceUpdate === undefined ? cache.get(key) : undefined
        if (hit) return hit
        const fresh = await reader.balances(chainId, address)
        cache.set(key, fresh)
        return fresh
      }),
    )
    return c.json({ balances: balances.flat() })
  })
}
