import { type MethodContext, methods, RpcError } from './methods.js'

type Request = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

/** Answers one JSON-RPC request object; `undefined` for a notification (no id), which gets no answer. */
export function handleRequest(
  request: Request,
  context: MethodContext,
  extra?: (method: string, params: unknown[]) => { result: unknown } | undefined,
): object | undefined {
  const id = request?.id ?? null
  const answer = (body: object) => ({ jsonrpc: '2.0', id, ...body })
  if (!request || typeof request !== 'object' || typeof request.method !== 'string') {
    return answer({ error: { code: -32600, message: 'Invalid request' } })
  }
  const params = Array.isArray(request.params) ? request.params : []
  try {
    const handled = extra?.(request.method, params)
    if (handled) return answer(handled)
    if (request.id === undefined) return undefined
    const method = methods[request.method]
    if (!method) return answer({ error: { code: -32601, message: `Method not found: ${request.method}` } })
    return answer({ result: method(params, context) })
  } catch (error) {
    if (error instanceof RpcError) {
      const data = error.data === undefined ? {} : { data: error.data }
      return answer({ error: { code: error.code, message: error.message, ...data } })
    }
    return answer({ error: { code: -32603, message: `Internal error: ${(error as Error).message}` } })
  }
}
