/** JSON-RPC over HTTP (chopsticks serves HTTP and WebSocket on the same port). */
export function createHttpRpc(url: string) {
  let id = 0
  return async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`)
    return body.result as T
  }
}
