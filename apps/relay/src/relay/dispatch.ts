import {
  ErrorCode,
  errorResponse,
  type MethodName,
  requestEnvelope,
  responseEnvelope,
  resultResponse,
} from '../rpc.js'
import { type Connection, type RelayContext, RpcError, send } from './context.js'
import { acknowledge } from './mailbox.js'
import { type Handled, methods } from './methods.js'

/** The request's id when it has a usable one, for an error answer to a frame that is not a valid request. */
function idOf(json: unknown): number | string | null {
  if (typeof json !== 'object' || json === null || !('id' in json)) return null
  const { id } = json as { id: unknown }
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null
}

const isResponseShaped = (json: unknown) =>
  typeof json === 'object' && json !== null && !('method' in json) && ('result' in json || 'error' in json)

/**
 * Takes `requests` and `bytes` from the connection's and its address's buckets; false when either is over
 * its rate.
 */
export function charge(context: RelayContext, connection: Connection, requests: number, bytes: number) {
  const address = context.ipBuckets.get(connection.ip)
  return (
    connection.bucket.take(requests) &&
    connection.bytesBucket.take(bytes) &&
    (address?.requests.take(requests) ?? true) &&
    (address?.bytes.take(bytes) ?? true)
  )
}

/** Takes `requests` and `bytes` after the fact: the buckets may go below zero, delaying later requests. */
function spend(context: RelayContext, connection: Connection, requests: number, bytes: number) {
  const address = context.ipBuckets.get(connection.ip)
  connection.bucket.spend(requests)
  connection.bytesBucket.spend(bytes)
  address?.requests.spend(requests)
  address?.bytes.spend(bytes)
}

/** Requests a method's params cost beyond the frame itself: one per batch entry after the first. */
function extraCostOf(params: unknown): number {
  if (typeof params !== 'object' || params === null) return 0
  const { messages, topics, subscriptions } = params as Record<string, unknown>
  const list = [messages, topics, subscriptions].find(Array.isArray)
  return list ? Math.max(list.length - 1, 0) : 0
}

/**
 * One text frame: charged against the rates (every frame, whatever it holds), then an acknowledgement of a
 * push, or a request — validated (envelope, method, params), run, answered; any failure is answered as a
 * JSON-RPC error.
 */
export async function handleFrame(context: RelayContext, connection: Connection, text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    if (charge(context, connection, 1, Buffer.byteLength(text)))
      send(context, connection, errorResponse(null, ErrorCode.parse, 'parse error'))
    else send(context, connection, errorResponse(null, ErrorCode.limitExceeded, 'rate limit exceeded'))
    return
  }
  if (isResponseShaped(json)) {
    // An answer is always charged and, being one map lookup, always read: a busy subscriber's
    // acknowledgements must free its send queue even while it is over its rate (its requests wait instead).
    spend(context, connection, 1, Buffer.byteLength(text))
    const response = responseEnvelope.safeParse(json)
    if (!response.success || typeof response.data.id !== 'number') return
    await acknowledge(context, connection, { id: response.data.id, result: response.data.result })
    return
  }
  const params = typeof json === 'object' && json !== null ? (json as { params?: unknown }).params : undefined
  if (!charge(context, connection, 1 + extraCostOf(params), Buffer.byteLength(text))) {
    send(context, connection, errorResponse(idOf(json), ErrorCode.limitExceeded, 'rate limit exceeded'))
    return
  }
  const request = requestEnvelope.safeParse(json)
  if (!request.success) {
    send(context, connection, errorResponse(idOf(json), ErrorCode.invalidRequest, 'invalid request'))
    return
  }
  const { id, method } = request.data
  if (!Object.hasOwn(context.params, method)) {
    send(context, connection, errorResponse(id, ErrorCode.methodNotFound, `method not found: ${method}`))
    return
  }
  const name = method as MethodName
  const parsed = context.params[name].safeParse(request.data.params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') || ''
    send(
      context,
      connection,
      errorResponse(id, ErrorCode.invalidParams, `invalid params: ${where} ${issue?.message ?? ''}`.trim()),
    )
    return
  }
  let handled: Handled
  try {
    handled = await methods[name](context, connection, parsed.data as never)
  } catch (error) {
    if (error instanceof RpcError) send(context, connection, errorResponse(id, error.code, error.message))
    else send(context, connection, errorResponse(id, ErrorCode.internal, 'internal error'))
    return
  }
  send(context, connection, resultResponse(id, handled.result))
  // Stored messages follow the answer; if reading them fails, the client still gets them by fetching or
  // when it subscribes again.
  await handled.after?.().catch(() => undefined)
}
