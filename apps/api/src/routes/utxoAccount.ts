import { Hono } from 'hono'
import { z } from 'zod'
import type { TokenBalance } from '../chain/readBalances.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { ValidationError, validate } from '../middleware/validate.js'
import { readUtxoBalance } from '../utxo/utxoBalance.js'
import { readUtxoHistory } from '../utxo/utxoHistory.js'
import { utxoScriptOf } from '../utxo/utxoScriptOf.js'
import { BALANCE_CACHE_MS } from './balance.js'

const isUtxoChain = (chainId: string | undefined) => chainId?.startsWith('bip122:') === true

const querySchema = z.object({
  chainId: z.string().regex(/^bip122:[0-9a-f]{32}$/, 'Expected a CAIP-2 bip122 id'),
  forceUpdate: z.string().optional(),
  cursor: z.string().max(500).optional(),
  onramp: z.string().max(40).optional(),
})

/**
 * GET /v1/account/{address}/balance and /history for `chainId=bip122:…`, from the configured UTXO nodes
 * (balance cached 30 s unless forceUpdate). Any other chainId falls through to the routes mounted after.
 */
export function utxoAccountRoutes({
  nodes,
  iconUrl,
  now = Date.now,
}: {
  nodes: ReadonlyMap<string, UtxoNode>
  iconUrl: (symbol: string) => string
  now?: () => number
}) {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  const nodeOf = (chainId: string) => {
    const node = nodes.get(chainId)
    if (!node) throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
    return node
  }
  return new Hono()
    .get('/account/:address/balance', async (c, next) => {
      if (!isUtxoChain(c.req.query('chainId'))) return next()
      const query = validate(querySchema, c.req.query(), 'query')
      const node = nodeOf(query.chainId)
      const address = c.req.param('address')
      const script = await utxoScriptOf(node, address)
      const key = `${node.caipNetworkId}|${address}`
      const hit = cache.get(key)
      if (hit && query.forceUpdate === undefined && now() - hit.at < BALANCE_CACHE_MS) {
        return c.json({ balances: hit.balances })
      }
      const balances = await readUtxoBalance(node, script, iconUrl)
      cache.set(key, { at: now(), balances })
      return c.json({ balances })
    })
    .get('/account/:account/history', async (c, next) => {
      const { chainId, onramp } = c.req.query()
      // On-ramp history is not per chain: the routes after these answer it.
      if (!isUtxoChain(chainId) || (onramp && onramp !== 'false')) return next()
      const query = validate(querySchema, c.req.query(), 'query')
      const node = nodeOf(query.chainId)
      const address = c.req.param('account')
      const script = await utxoScriptOf(node, address, 'params.account')
      const page = await readUtxoHistory({ node, address, script, cursor: query.cursor, iconUrl })
      if (!page) throw new ValidationError('query.cursor', 'Unknown cursor')
      return c.json(page)
    })
}
