import { WalletConnectError } from '../errors.js'
import type { JsonRpcRequest } from '../jsonRpc.js'
import { SESSION_EXTEND_EXPIRY, SIGN_METHODS, type SignMethod } from '../methods.js'
import { isSessionNamespaces } from '../namespaces.js'
import type { StoredSession } from '../types.js'
import { onSettle } from './approveSession.js'
import { DISCONNECT_REASON, type SignClientContext } from './context.js'
import { respond } from './send.js'
import { dropSession, persist, watchExpiry } from './sessions.js'

type Answer = { ok(): void; fail(code: number, message: string): void }

/** A request from the wallet: a settle, a pairing ping or delete, or one of a session's requests. */
export function onWalletRequest(context: SignClientContext, topic: string, request: JsonRpcRequest) {
  const params = (request.params ?? {}) as Record<string, unknown>
  const answer: Answer = {
    ok: () => respond(context, topic, request, { result: true }),
    fail: (code, message) => respond(context, topic, request, { error: { code, message } }),
  }
  if (request.method === 'wc_sessionSettle') return onSettle(context, topic, request, params)
  if (request.method === 'wc_pairingPing')
    return context.pairings.has(topic) ? answer.ok() : answer.fail(7001, 'No such pairing')
  if (request.method === 'wc_pairingDelete') {
    if (!context.pairings.delete(topic)) return answer.fail(7001, 'No such pairing')
    context.pairingKeys.delete(topic)
    answer.ok()
    void context.relayClient?.unsubscribe(topic)
    return persist(context)
  }
  const session = context.sessions.get(topic)
  if (!session) {
    if (SIGN_METHODS[request.method as SignMethod]) return answer.fail(7001, `No session for topic ${topic}`)
    return answer.fail(-32601, `Unsupported method ${request.method}`)
  }
  onSessionRequest(context, session, request.method, params, answer)
}

/** The wallet's requests on a session: an event, new namespaces, a new expiry, a ping, the end. */
function onSessionRequest(
  context: SignClientContext,
  session: StoredSession,
  method: string,
  params: Record<string, unknown>,
  { ok, fail }: Answer,
) {
  const { topic } = session
  switch (method) {
    case 'wc_sessionEvent': {
      const event = params.event as { name?: unknown; data?: unknown } | undefined
      if (typeof event?.name !== 'string' || typeof params.chainId !== 'string') {
        return fail(1002, 'Invalid event')
      }
      ok()
      return context.emit('session_event', {
        topic,
        params: { event: { name: event.name, data: event.data }, chainId: params.chainId },
      })
    }
    case 'wc_sessionUpdate': {
      if (!isSessionNamespaces(params.namespaces)) return fail(1003, 'Invalid update request')
      session.namespaces = params.namespaces
      persist(context)
      ok()
      return context.emit('session_update', {
        topic,
        params: { namespaces: structuredClone(params.namespaces) },
      })
    }
    case 'wc_sessionExtend': {
      // The expiry the wallet names (unix seconds, at most 7 days ahead); wallets that send none mean 7 days.
      const limit = context.nowSeconds() + SESSION_EXTEND_EXPIRY
      const expiry = params.expiry === undefined ? limit : params.expiry
      if (
        typeof expiry !== 'number' ||
        !Number.isInteger(expiry) ||
        expiry < session.expiry ||
        expiry > limit + 60
      ) {
        return fail(1004, 'Invalid extend request')
      }
      session.expiry = expiry
      persist(context)
      watchExpiry(context, session)
      ok()
      return context.emit('session_extend', { topic, params: { expiry } })
    }
    case 'wc_sessionPing':
      ok()
      return context.emit('session_ping', { topic })
    case 'wc_sessionDelete': {
      const code = typeof params.code === 'number' ? params.code : DISCONNECT_REASON.code
      const message = typeof params.message === 'string' ? params.message : DISCONNECT_REASON.message
      ok()
      dropSession(context, topic, new WalletConnectError({ code, message }))
      return context.emit('session_delete', { topic, params: { code, message } })
    }
    default:
      return fail(-32601, `Unsupported method ${method}`)
  }
}
