import { request } from 'node:http'

export type RpcAuth = { username: string; password: string }

/** A JSON-RPC error the node answered with, code and message kept. */
export class NodeRpcError extends Error {
  override name = 'NodeRpcError'
  readonly code: number
  readonly method: string

  constructor(method: string, code: number, message: string) {
    super(`${method}: ${message} (${code})`)
    this.code = code
    this.method = method
  }
}

export type NodeRpc = <T = unknown>(
  method: string,
  params?: readonly unknown[],
  wallet?: string,
) => Promise<T>

/**
 * A minimal Bitcoin Core JSON-RPC client (basic auth; `wallet` selects `/wallet/<name>`). It closes each
 * connection: the node waits for open keep-alive connections when it shuts down.
 */
export function createNodeRpc(rpcUrl: string, auth: RpcAuth, timeout = 30_000): NodeRpc {
  let id = 0
  return async <T>(method: string, params: readonly unknown[] = [], wallet?: string) => {
    const url = wallet === undefined ? rpcUrl : `${rpcUrl}/wallet/${encodeURIComponent(wallet)}`
    const payload = JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params })
    const { status, text } = await post(url, auth, payload, timeout)
    let body: { result?: T; error?: { code: number; message: string } | null }
    try {
      body = JSON.parse(text)
    } catch {
      throw new NodeRpcError(method, status, text.trim() || `HTTP ${status}`)
    }
    if (body.error) throw new NodeRpcError(method, body.error.code, body.error.message)
    return body.result as T
  }
}

function post(url: string, auth: RpcAuth, payload: string, timeout: number) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      auth: `${auth.username}:${auth.password}`,
      headers: { 'content-type': 'application/json', connection: 'close' },
      timeout,
    })
    req.on('timeout', () => req.destroy(new Error(`${url} did not answer within ${timeout} ms`)))
    req.on('error', reject)
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
