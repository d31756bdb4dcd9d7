import { hashMessage } from '../crypto.js'
import { RelayError } from '../errors.js'
import { createRpcId, isErrorResponse, isRequest, isResponse } from '../jsonRpc.js'
import type { RelayMessage } from '../relayClient.js'
import { OPEN, type Pending, type RelayClientContext } from './context.js'

const DEDUPE_LIMIT = 2_000

/** Sends a request on the socket and marks it sent there. */
export function transmit(ws: WebSocket, request: Pending) {
  request.sentOn = ws
  ws.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', method: request.method, params: request.params }))
}

/**
 * A JSON-RPC request to the relay: sent now when connected, else when the connection (opened by `open`)
 * comes up. A `durable` one is resent after a drop; others reject.
 */
export function call(
  context: RelayClientContext,
  open: () => void,
  method: string,
  params: unknown,
  durable = false,
): Promise<unknown> {
  if (context.closed)
    return Promise.reject(new RelayError({ code: -1, message: 'The relay client is closed' }))
  return new Promise((resolve, reject) => {
    const request: Pending = { id: createRpcId(), method, params, resolve, reject, durable }
    context.pending.set(request.id, request)
    const { socket } = context
    if (socket && socket.readyState === OPEN) transmit(socket, request)
    else open()
  })
}

/** Hands a message on a subscribed topic over, once. */
export function deliver(context: RelayClientContext, message: RelayMessage) {
  const { seen } = context
  if (!context.topics.has(message.topic)) return
  const key = hashMessage(`${message.topic}:${message.message}`)
  if (seen.has(key)) return
  seen.add(key)
  if (seen.size > DEDUPE_LIMIT) seen.delete(seen.values().next().value as string)
  try {
    context.options.onMessage(message)
  } catch {
    // A bad message must not stop the others.
  }
}

/** Fetches, in rounds of what the relay gives at once, what was published on `topic` while nobody listened. */
export async function fetchMissed(context: RelayClientContext, open: () => void, topic: string) {
  for (let round = 0; round < 20; round++) {
    const result = (await call(context, open, 'irn_fetchMessages', { topic })) as {
      messages?: RelayMessage[]
      hasMore?: boolean
    }
    for (const message of result.messages ?? []) deliver(context, message)
    if (!result.hasMore) return
  }
}

/** A frame from the relay: an answer to a request, or a pushed `irn_subscription` (acknowledged, delivered). */
export function receive(context: RelayClientContext, ws: WebSocket, text: string) {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return
  }
  if (isResponse(payload)) {
    const request = context.pending.get(Number(payload.id))
    if (!request) return
    context.pending.delete(Number(payload.id))
    if (isErrorResponse(payload)) request.reject(new RelayError(payload.error))
    else request.resolve(payload.result)
    return
  }
  if (!isRequest(payload)) return
  if (payload.method.endsWith('_subscription')) {
    ws.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
    const data = (payload.params as { data?: RelayMessage } | undefined)?.data
    if (data && typeof data.topic === 'string' && typeof data.message === 'string') deliver(context, data)
  } else {
    ws.send(
      JSON.stringify({
        id: payload.id,
        jsonrpc: '2.0',
        error: { code: -32601, message: 'Method not found' },
      }),
    )
  }
}
