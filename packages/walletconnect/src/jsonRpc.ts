/** A JSON-RPC 2.0 request. */
export type JsonRpcRequest<params = unknown> = { id: number; jsonrpc: '2.0'; method: string; params: params }
/** A JSON-RPC 2.0 error object. */
export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }
/** A JSON-RPC 2.0 response: a result or an error. */
export type JsonRpcResponse<result = unknown> =
  | { id: number; jsonrpc: '2.0'; result: result }
  | { id: number; jsonrpc: '2.0'; error: JsonRpcErrorObject }
export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse

let last = 0

/**
 * A JSON-RPC id: the epoch in milliseconds times 1000 plus three digits of entropy (16 digits, a safe
 * integer), strictly increasing within this page so two ids never collide.
 */
export function createRpcId(): number {
  const candidate = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  last = candidate > last ? candidate : last + 1
  return last
}

export const isRequest = (payload: unknown): payload is JsonRpcRequest =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { method?: unknown }).method === 'string'

export const isResponse = (payload: unknown): payload is JsonRpcResponse =>
  typeof payload === 'object' &&
  payload !== null &&
  !('method' in payload) &&
  'id' in payload &&
  ('result' in payload || 'error' in payload)

export const isErrorResponse = (
  payload: JsonRpcResponse,
): payload is { id: number; jsonrpc: '2.0'; error: JsonRpcErrorObject } =>
  'error' in payload && typeof payload.error === 'object' && payload.error !== null
