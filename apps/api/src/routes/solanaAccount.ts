import { Hono } from 'hono'
import { z } from 'zod'
import type { TokenBalance } from '../chain/readBalances.js'
import type { SolanaNodeConfig } from '../config.js'
import { ValidationError, validate } from '../middleware/validate.js'
import { readSolanaBalances } from '../solana/readSolanaBalances.js'
import { decodeSolanaCursor, readSolanaHistory } from '../solana/readSolanaHistory.js'
import { createSolanaRpc, type SolanaRpc } from '../solana/solanaRpc.js'
import { BALANCE_CACHE_MS } from './balance.js'

const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Not a Solana address')
const isSolanaChain = (chainId: string | undefined) => chainId?.startsWith('solana:') === true

/**
 * GET /v1/account/{address}/balance and /history for `chainId=solana:…`, from the configured Solana
 * nodes. Any other chainId falls through to the EVM routes mounted after these.
 */
export function solanaAccountRoutes({
  nodes,
  iconUrl,
  now = Date.now,
  fetch: fetchFn,
}: {
  nodes: readonly SolanaNodeConfig[]
  iconUrl: (symbol: string) => string
  now?: () => number
  fetch?: typeof fetch
}) {
  const rpcs = new Map<string, SolanaRpc>(
    nodes.map((node) => [node.caipNetworkId, createSolanaRpc(node.rpcUrl, fetchFn)]),
  )
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  const nodeOf = (chainId: string) => {
    const node = nodes.find((each) => each.caipNetworkId === chainId)
    return node && { node, rpc: rpcs.get(node.caipNetworkId) as SolanaRpc }
  }
  const unsupported = (chainId: string) => ({
    message: `Chain ${chainId} is not supported`,
    field: 'query.chainId',
  })

  return new Hono()
    .get('/account/:address/balance', async (c, next) => {
      const chainId = c.req.query('chainId')
      if (!isSolanaChain(chainId)) return next()
      const { address } = validate(z.object({ address: solanaAddress }), c.req.param(), 'params')
      const found = nodeOf(chainId as string)
      if (!found) return c.json(unsupported(chainId as string), 400)
      const key = `${chainId}|${address}`
      const hit = cache.get(key)
      if (hit && c.req.query('forceUpdate') === undefined && now() - hit.at < BALANCE_CACHE_MS) {
        return c.json({ balances: hit.balances })
      }
      const balances = await readSolanaBalances(found.rpc, found.node, address, iconUrl)
      cache.set(key, { at: now(), balances })
      return c.json({ balances })
    })
    .get('/account/:account/history', async (c, next) => {
      const chainId = c.req.query('chainId')
      const onramp = c.req.query('onramp')
      if (!isSolanaChain(chainId) || (onramp && onramp !== 'false')) return next()
      const { account } = validate(z.object({ account: solanaAddress }), c.req.param(), 'params')
      const query = validate(z.object({ cursor: z.string().max(500).optional() }), c.req.query(), 'query')
      const cursor = query.cursor === undefined ? undefined : decodeSolanaCursor(query.cursor)
      if (query.cursor !== undefined && !cursor) throw new ValidationError('query.cursor', 'Unknown cursor')
      const found = nodeOf(chainId as string)
      if (!found) return c.json(unsupported(chainId as string), 400)
      return c.json(await readSolanaHistory(found.rpc, found.node, account, cursor, iconUrl))
    })
}
