import { visibleTimeout } from '@portico/core'
import { sealEnvelope } from '../envelope.js'
import { RequestExpiredError, UnknownTopicError } from '../errors.js'
import {
  createRpcId,
  type JsonRpcErrorObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from '../jsonRpc.js'
import { type PublishOptions, SIGN_METHODS, type SignMethod, UNSUPPORTED_METHOD } from '../methods.js'
import type { SendOptions } from '../types.js'
import { MAX_TIMEOUT, type PendingRequest, type SignClientContext } from './context.js'

/** The symmetric key of a topic: a session's, a settling session's, or a pairing's. */
export function symKeyOf(context: SignClientContext, topic: string): string | undefined {
  return (
    context.sessions.get(topic)?.symKey ??
    context.settlements.get(topic)?.symKey ??
    context.pairings.get(topic)?.symKey ??
    context.pairingKeys.get(topic)
  )
}

/** Seals a JSON-RPC payload with the topic's key and publishes it on the relay. */
export async function publish(
  context: SignClientContext,
  topic: string,
  payload: JsonRpcRequest | JsonRpcResponse,
  publishOptions: PublishOptions,
) {
  const symKey = symKeyOf(context, topic)
  if (!symKey) throw new UnknownTopicError(topic)
  const message = sealEnvelope({ symKey, message: JSON.stringify(payload) })
  await context.relay().publish({ topic, message, ...publishOptions })
}

/** Sends a request on a topic; settles with the peer's answer, or on `sendOptions.timeout` seconds. */
export function send<result>(
  context: SignClientContext,
  topic: string,
  method: SignMethod,
  params: unknown,
  sendOptions: SendOptions = {},
) {
  const { requests } = context
  const id = sendOptions.id ?? createRpcId()
  const publishOptions = sendOptions.publish ?? SIGN_METHODS[method].req
  return new Promise<result>((resolve, reject) => {
    const pending: PendingRequest = {
      method,
      topic,
      resolve: resolve as (result: unknown) => void,
      reject,
    }
    if (sendOptions.timeout !== undefined) {
      // A person answering in the wallet app on a phone leaves this page hidden: that time does not count.
      pending.cancelTimer = visibleTimeout(Math.min(MAX_TIMEOUT, sendOptions.timeout * 1000), () => {
        requests.delete(id)
        reject(sendOptions.expiredError?.() ?? new RequestExpiredError())
      })
    }
    requests.set(id, pending)
    publish(context, topic, { id, jsonrpc: '2.0', method, params }, publishOptions).catch((error: Error) => {
      if (!requests.delete(id)) return
      pending.cancelTimer?.()
      reject(error)
    })
  })
}

/** Answers the peer's request (best effort: a lost answer is the peer's timeout). */
export function respond(
  context: SignClientContext,
  topic: string,
  request: JsonRpcRequest,
  answer: { result: unknown } | { error: JsonRpcErrorObject },
) {
  const known = SIGN_METHODS[request.method as SignMethod]
  const publishOptions = known ? known.res : UNSUPPORTED_METHOD
  void publish(
    context,
    topic,
    { id: request.id, jsonrpc: '2.0', ...answer } as JsonRpcResponse,
    publishOptions,
  ).catch(() => undefined)
}
