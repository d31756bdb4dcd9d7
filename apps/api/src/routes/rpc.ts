import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiConfig } from '../config.js'
import { jsonBody, validate } from '../middleware/validate.js'

const querySchema = z.object({ chainId: z.string().min(1) })

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.unknown().optional(),
})
const bodySchema = z.union([requestSchema, z.array(requestSchema).min(1).max(1000)])

/**
 * POST /v1/?chainId=&projectId= — JSON-RPC (single or batched) forwarded to the chain's node.
 * JSON-RPC errors come back unchanged.
 */
export function rpcRoutes(config: ApiConfig) {
  const handler = new Hono({ strict: false }).post('/', async (c) => {
    const { chainId } = validate(querySchema, c.req.query(), 'query')
    const caipNetworkId = chainId.includes(':') ? chainId : `eip155:${chainId}`
    const chain = config.chains.find((entry) => entry.caipNetworkId === caipNetworkId)
    if (!chain) return c.json({ message: `Chain ${chainId} is not supported`, field: 'query.chainId' }, 400)
    const body = validate(bodySchema, await jsonBody(c), 'body')
    const upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined)
    if (!upstream) return c.json({ message: 'Node unreachable' }, 502)
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    })
  })
  return handler
}
