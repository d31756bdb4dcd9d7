import { request } from 'node:http'
import { request as requestTls } from 'node:https'

export type NodeRpcAuth = { username: string; password: string }

/** A JSON-RPC error a Bitcoin Core node answered with (code and message kept, as Esplora shows them). */
export class NodeRpcError extends Error {
  override name = 'NodeRpcError'
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The node could not be reached or answered something that is not JSON-RPC. */
export class NodeUnavailableError extends Error {
  override name = 'NodeUnavailableError'
}

export type NodeCall = { method: string; params?: readonly unknown[] }
type Reply = { result?: unknown; error?: { code: number; message: string } | null }

export type NodeRpc = {
  call<T>(method: string, params?: readonly unknown[]): Promise<T>
  /** One HTTP round trip for many calls; each settles on its own. */
  batch<T>(calls: readonly NodeCall[]): Promise<PromiseSettledResult<T>[]>
}

/**
 * Bitcoin Core JSON-RPC over http(s) with basic auth. Each request closes its connection: a node waits for
 * open keep-alive connections when it shuts down.
 */
export function createNodeRpc({
  rpcUrl,
  rpcAuth,
  timeout = 30_000,
}: {
  rpcUrl: string
  rpcAuth: NodeRpcAuth
  timeout?: number
}): NodeRpc {
  let id = 0
  const send = async (payload: unknown) => {
    const { status, text } = await post(rpcUrl, rpcAuth, JSON.stringify(payload), timeout)
    try {
      return JSON.parse(text) as Reply | Reply[]
    } catch {
      throw new NodeUnavailableError(`node answered HTTP ${status}: ${text.trim().slice(0, 200)}`)
    }
  }
  const settle = (method: string, reply: Reply | undefined) => {
    if (!reply) throw new NodeUnavailableError(`node gave no answer to ${method}`)
    if (reply.error) throw new NodeRpcError(method, reply.error.code, reply.error.message)
    return reply.result
  }
  return {
    async call<T>(method: string, params: readonly unknown[] = []) {
      const reply = await send({ jsonrpc: '1.0', id: ++id, method, params })
      return settle(method, Array.isArray(reply) ? reply[0] : reply) as T
    },
    async batch<T>(calls: readonly NodeCall[]) {
      if (calls.length === 0) return []
      const first = id + 1
      const payload = calls.map(({ method, params = [] }) => ({ jsonrpc: '1.0', id: ++id, method, params }))
      const replies = await send(payload)
      const byId = new Map(
        (Array.isArray(replies) ? replies : [replies]).map((r) => [(r as { id: number }).id, r]),
      )
      return Promise.allSettled(calls.map(async ({ method }, i) => settle(method, byId.get(first + i)) as T))
    },
  }
}

function post(url: string, auth: NodeRpcAuth, payload: string, timeout: number) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const send = url.startsWith('https:') ? requestTls : request
    const req = send(url, {
      method: 'POST',
      agent: false,
      auth: `${auth.username}:${auth.password}`,
      headers: { 'content-type': 'application/json', connection: 'close' },
      timeout,
    })
    req.on('timeout', () => req.destroy(new NodeUnavailableError(`node did not answer within ${timeout} ms`)))
    req.on('error', (error) =>
      reject(error instanceof NodeUnavailableError ? error : new NodeUnavailableError(error.message)),
    )
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', reject)
    })
    req.end(payload)
  })
}
