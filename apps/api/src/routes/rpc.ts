import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiConfig } from '../config.js'
import { jsonBody, validate } from '../middleware/validate.js'

/**
 * The methods the proxy forwards: the reads a wallet kit needs, and `eth_sendRawTransaction` (already
 * signed by the wallet). Everything else — the node's unlocked accounts (`eth_sendTransaction`,
 * `eth_accounts`, `personal_*`, `eth_sign*`), node control (`anvil_*`, `evm_*`, `hardhat_*`, `debug_*`,
 * `admin_*`, `txpool_*`), filters and subscriptions — is answered here without reaching the node.
 */
export const forwardedMethods: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_blobBaseFee',
  'net_version',
  'web3_clientVersion',
  'eth_sendRawTransaction',
])

/** Most entries in one batch. */
export const maxBatchLength = 1000
/** Most blocks one `eth_getLogs` may span (`toBlock − fromBlock + 1`). */
export const maxLogsBlockRange = 10_000

const querySchema = z.object({ chainId: z.string().min(1) })

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.unknown().optional(),
})
type RpcRequest = z.infer<typeof requestSchema>
const bodySchema = z.union([requestSchema, z.array(requestSchema).min(1)])

type RpcError = { code: number; message: string }
type RpcResponse = { jsonrpc: '2.0'; id: string | number | null; error?: RpcError; result?: unknown }

const errorOf = (request: RpcRequest, error: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id: request.id ?? null,
  error,
})

const rangeError = (detail: string): RpcError => ({
  code: -32602,
  message: `eth_getLogs spans at most ${maxLogsBlockRange} blocks: ${detail}`,
})

/**
 * Why the proxy refuses `request`, or undefined when it forwards it. `head` reads the node's latest block
 * number, needed only when an `eth_getLogs` range ends in a tag.
 */
async function refusal(
  request: RpcRequest,
  head: () => Promise<bigint | undefined>,
): Promise<RpcError | undefined> {
  if (!forwardedMethods.has(request.method)) {
    return { code: -32601, message: `Method not allowed: ${request.method}` }
  }
  if (request.method !== 'eth_getLogs') return undefined
  const filter = Array.isArray(request.params) ? request.params[0] : undefined
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
    return { code: -32602, message: 'eth_getLogs expects a filter object' }
  }
  const { blockHash, fromBlock = 'latest', toBlock = 'latest' } = filter as Record<string, unknown>
  if (blockHash !== undefined) return undefined // one block
  if (fromBlock === 'earliest') return rangeError("fromBlock 'earliest' is not accepted")
  // A tag counts as the latest block (safe and finalized are behind it, pending one ahead).
  const blockOf = async (tag: unknown): Promise<bigint | RpcError> => {
    if (typeof tag === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(tag)) return BigInt(tag)
    if (tag === 'earliest') return 0n
    if (tag === 'latest' || tag === 'safe' || tag === 'finalized' || tag === 'pending') {
      return (await head()) ?? { code: -32603, message: 'Node unreachable' }
    }
    const shown = typeof tag === 'string' ? JSON.stringify(tag.slice(0, 80)) : typeof tag
    return { code: -32602, message: `eth_getLogs: invalid block ${shown}` }
  }
  const from = await blockOf(fromBlock)
  if (typeof from !== 'bigint') return from
  const to = await blockOf(toBlock)
  if (typeof to !== 'bigint') return to
  const span = to - from + 1n
  return span > BigInt(maxLogsBlockRange) ? rangeError(`this filter spans ${span}`) : undefined
}

/**
 * POSTs `body` to the node; undefined when it cannot be reached. Why is logged here only: the node's address
 * never reaches a client.
 */
function toNode(rpcUrl: string, body: unknown): Promise<Response | undefined> {
  return fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    console.error('[api rpc] node unreachable', error)
    return undefined
  })
}

/**
 * POST /v1/?chainId=&projectId= — JSON-RPC (single or batched) to the chain's node, for the methods in
 * `forwardedMethods` only. A refused entry is answered here with JSON-RPC error -32601
 * (`Method not allowed: <method>`), HTTP 200 as JSON-RPC does; an `eth_getLogs` over `maxLogsBlockRange`
 * blocks or from 'earliest' with -32602. A batch keeps its order and ids: allowed entries go to the node
 * in one batch, refused ones are answered in place. A batch over `maxBatchLength` entries answers HTTP 400
 * with one JSON-RPC error -32600. The node's own answers and JSON-RPC errors come back unchanged.
 */
export function rpcRoutes(config: ApiConfig) {
  const handler = new Hono({ strict: false }).post('/', async (c) => {
    const { chainId } = validate(querySchema, c.req.query(), 'query')
    const caipNetworkId = chainId.includes(':') ? chainId : `eip155:${chainId}`
    const chain = config.chains.find((entry) => entry.caipNetworkId === caipNetworkId)
    if (!chain) return c.json({ message: `Chain ${chainId} is not supported`, field: 'query.chainId' }, 400)
    const raw = await jsonBody(c)
    if (Array.isArray(raw) && raw.length > maxBatchLength) {
      const error = { code: -32600, message: `Batch too large: at most ${maxBatchLength} requests` }
      return c.json({ jsonrpc: '2.0', id: null, error }, 400)
    }
    const body = validate(bodySchema, raw, 'body')

    let headRead: Promise<bigint | undefined> | undefined
    const head = () => {
      headRead ??= toNode(chain.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
        .then((res) => res?.json() as Promise<{ result?: unknown }> | undefined)
        .then((answer) => (typeof answer?.result === 'string' ? BigInt(answer.result) : undefined))
        .catch(() => undefined)
      return headRead
    }

    if (!Array.isArray(body)) {
      const refused = await refusal(body, head)
      if (refused) return c.json(errorOf(body, refused))
      const upstream = await toNode(chain.rpcUrl, body)
      if (!upstream) return c.json({ message: 'Upstream node unavailable' }, 502)
      return new Response(upstream.body, {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
      })
    }

    const refusals = await Promise.all(body.map((request) => refusal(request, head)))
    // Allowed entries travel with their batch position as id, so answers map back whatever ids the client chose.
    const forwarded = body.flatMap((request, index) => (refusals[index] ? [] : [{ ...request, id: index }]))
    const answers = new Map<number, RpcResponse>()
    if (forwarded.length > 0) {
      const upstream = await toNode(chain.rpcUrl, forwarded)
      if (!upstream) return c.json({ message: 'Upstream node unavailable' }, 502)
      const text = await upstream.text()
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {}
      // Not a batch answer (the node failed the whole request): handed back as the node sent it.
      if (!Array.isArray(parsed)) {
        return new Response(text, {
          status: upstream.status,
          headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
        })
      }
      for (const answer of parsed as RpcResponse[]) {
        if (typeof answer?.id === 'number') answers.set(answer.id, answer)
      }
    }
    const result = body.flatMap((request, index): RpcResponse[] => {
      const refused = refusals[index]
      if (refused) return [errorOf(request, refused)]
      const answer = answers.get(index)
      return answer ? [{ ...answer, id: request.id ?? null }] : []
    })
    return c.json(result)
  })
  return handler
}
