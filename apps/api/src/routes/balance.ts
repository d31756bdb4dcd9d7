import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import { readBalances, type TokenBalance } from '../chain/readBalances.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { ValidationError, validate } from '../middleware/validate.js'
import { readUtxoBalance } from '../utxo/utxoBalance.js'
import { utxoScriptOf } from '../utxo/utxoScriptOf.js'

export const BALANCE_CACHE_MS = 30_000

const paramsSchema = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'Not an EVM address'),
})
const querySchema = z.object({
  currency: z.literal('usd').default('usd'),
  chainId: z
    .string()
    .regex(/^(?:eip155:\d{1,12}|bip122:[0-9a-f]{32})$/, 'Expected a CAIP-2 eip155 or bip122 id')
    .optional(),
  forceUpdate: z.string().optional(),
})

/** GET /v1/account/{address}/balance — cached 30 s per account and chain unless forceUpdate. */
export function balanceRoutes({
  clients,
  utxoNodes = new Map(),
  iconUrl,
  now = Date.now,
}: {
  clients: ChainClients
  /** UTXO chains (`bip122:`), answered from their nodes. */
  utxoNodes?: ReadonlyMap<string, UtxoNode>
  iconUrl: (symbol: string) => string
  now?: () => number
}) {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  const cached = async (key: string, force: boolean, read: () => Promise<TokenBalance[]>) => {
    const hit = cache.get(key)
    if (hit && !force && now() - hit.at < BALANCE_CACHE_MS) return hit.balances
    const fresh = await read()
    cache.set(key, { at: now(), balances: fresh })
    return fresh
  }
  return new Hono().get('/account/:address/balance', async (c) => {
    const query = validate(querySchema, c.req.query(), 'query')
    if (query.chainId?.startsWith('bip122:')) {
      const node = utxoNodes.get(query.chainId)
      if (!node) throw new ValidationError('query.chainId', `Chain ${query.chainId} is not supported`)
      const address = c.req.param('address')
      const script = await utxoScriptOf(node, address)
      const balances = await cached(`${node.caipNetworkId}|${address}`, query.forceUpdate !== undefined, () =>
        readUtxoBalance(node, script, iconUrl),
      )
      return c.json({ balances })
    }
    const { address } = validate(paramsSchema, c.req.param(), 'params')
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
        return cached(key, query.forceUpdate !== undefined, () =>
          readBalances(clients, chain, owner, iconUrl),
        )
      }),
    )
    return c.json({ balances: balances.flat() })
  })
}
