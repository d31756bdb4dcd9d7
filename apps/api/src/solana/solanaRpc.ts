/** A Solana node's JSON-RPC error. */
export class SolanaRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'SolanaRpcError'
    this.code = code
  }
}

export type SolanaRpc = <T>(method: string, params?: unknown[]) => Promise<T>

/** A minimal JSON-RPC client of one Solana node (10 s timeout per call). */
export function createSolanaRpc(url: string, fetchFn: typeof fetch = fetch): SolanaRpc {
  let id = 0
  return async <T>(method: string, params: unknown[] = []) => {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok)
      throw new SolanaRpcError(response.status, `Solana node answered HTTP ${response.status}`)
    const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
    if (body.error) throw new SolanaRpcError(body.error.code, body.error.message)
    return body.result as T
  }
}
