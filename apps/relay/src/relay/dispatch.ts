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
 * One text frame: an acknowledgement of a push, or a request — rate limited, validated (envelope, method,
 * params), run, answered; any failure is answered as a JSON-RPC error.
 */
export async function handleFrame(context: RelayContext, connection: Connection, text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    send(connection, errorResponse(null, ErrorCode.parse, 'parse error'))
    return
  }
  if (isResponseShaped(json)) {
    // Answers are not rate limited (a client catching up acknowledges many at once).
    const response = responseEnvelope.safeParse(json)
    if (!response.success || typeof response.data.id !== 'number') return
    await acknowledge(context, connection, { id: response.data.id, result: response.data.result })
    return
  }
  const ipBucket = context.ipBuckets.get(connection.ip)
  if (!connection.bucket.take() || !(ipBucket?.take() ?? true)) {
    send(connection, errorResponse(idOf(json), ErrorCode.limitExceeded, 'rate limit exceeded'))
    return
  }
  const request = requestEnvelope.safeParse(json)
  if (!request.success) {
    send(connection, errorResponse(idOf(json), ErrorCode.invalidRequest, 'invalid request'))
    return
  }
  const { id, method } = request.data
  if (!Object.hasOwn(context.params, method)) {
    send(connection, errorResponse(id, ErrorCode.methodNotFound, `method not found: ${method}`))
    return
  }
  const name = method as MethodName
  const parsed = context.params[name].safeParse(request.data.params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') || ''
    send(
      connection,
      errorResponse(id, ErrorCode.invalidParams, `invalid params: ${where} ${issue?.message ?? ''}`.trim()),
    )
    return
  }
  let handled: Handled
  try {
    handled = await methods[name](context, connection, parsed.data as never)
  } catch (error) {
    if (error instanceof RpcError) send(connection, errorResponse(id, error.code, error.message))
    else send(connection, errorResponse(id, ErrorCode.internal, 'internal error'))
    return
  }
  send(connection, resultResponse(id, handled.result))
  // Stored messages follow the answer; if reading them fails, the client still gets them by fetching or
  // when it subscribes again.
  await handled.after?.().catch(() => undefined)
}
