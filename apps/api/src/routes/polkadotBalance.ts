import { Hono } from 'hono'
import { z } from 'zod'
import { isSs58Address, type PolkadotNodes } from '../chain/polkadotNodes.js'
import type { TokenBalance } from '../chain/readBalances.js'
import { validate } from '../middleware/validate.js'
import { BALANCE_CACHE_MS } from './balance.js'

const querySchema = z.object({
  currency: z.literal('usd').default('usd'),
  chainId: z.string().regex(/^polkadot:[0-9a-f]{32}$/, 'Expected a CAIP-2 polkadot id'),
  forceUpdate: z.string().optional(),
})

/**
 * GET /v1/account/{ss58}/balance?chainId=polkadot:… — the native balance of a `polkadot:` account from its
 * node (the transferable amount, in the chain's decimals and symbol; no price source, so price and value 0).
 * Other chain ids fall through to the EVM balance route. Cached 30 s per account and chain unless forceUpdate.
 */
export function polkadotBalanceRoutes({
  nodes,
  iconUrl,
  now = Date.now,
}: {
  nodes: PolkadotNodes
  iconUrl: (symbol: string) => string
  now?: () => number
}) {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  return new Hono().get('/account/:address/balance', async (c, next) => {
    if (!c.req.query('chainId')?.startsWith('polkadot:')) return next()
    const query = validate(querySchema, c.req.query(), 'query')
    const address = c.req.param('address')
    if (!isSs58Address(address)) {
      return c.json({ message: 'Not an SS58 address', field: 'params.address' }, 400)
    }
    if (!nodes.has(query.chainId)) {
      return c.json({ message: `Chain ${query.chainId} is not supported`, field: 'query.chainId' }, 400)
    }
    const key = `${query.chainId}|${address}`
    const hit = cache.get(key)
    if (hit && query.forceUpdate === undefined && now() - hit.at < BALANCE_CACHE_MS) {
      return c.json({ balances: hit.balances })
    }
    const { formatted, symbol, decimals } = await nodes.balance(query.chainId, address)
    const balances: TokenBalance[] = [
      {
        name: symbol,
        symbol,
        chainId: query.chainId,
        value: 0,
        price: 0,
        iconUrl: iconUrl(symbol),
        quantity: { decimals: String(decimals), numeric: formatted },
      },
    ]
    cache.set(key, { at: now(), balances })
    return c.json({ balances })
  })
}
