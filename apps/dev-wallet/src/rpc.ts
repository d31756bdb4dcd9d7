import { ProviderRpcError } from './errors.js'

let nextId = 1

/** Sends one JSON-RPC request to `url` and returns its result; node errors keep their code, message and data. */
export async function rpcRequest(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ProviderRpcError(-32603, `RPC request to ${url} failed: ${reason}`)
  }
  const text = await response.text()
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch {
    throw new ProviderRpcError(-32603, `RPC ${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`)
  }
  if (body.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'Internal error',
      data,
    )
  }
  return body.result ?? null
}
