import { WalletConnectError } from '../errors.js'
import { createRpcId } from '../jsonRpc.js'
import { DEFAULT_REQUEST_EXPIRY, SESSION_EXTEND_EXPIRY, SIGN_METHODS } from '../methods.js'
import type { RequestParameters } from '../types.js'
import { DISCONNECT_REASON, type SignClientContext } from './context.js'
import { publish, send } from './send.js'
import { dropSession, liveSession, load, persist, watchExpiry } from './sessions.js'

/** `SignClient.request`: a `wc_sessionRequest` that lives `expiry` seconds (5 minutes to 7 days). */
export async function request<result>(
  context: SignClientContext,
  { topic, chainId, request, expiry = DEFAULT_REQUEST_EXPIRY }: RequestParameters,
) {
  liveSession(context, topic)
  const seconds = Math.min(Math.max(expiry, 300), SESSION_EXTEND_EXPIRY)
  const params = {
    request: { ...request, expiryTimestamp: context.nowSeconds() + seconds },
    chainId,
  }
  return send<result>(context, topic, 'wc_sessionRequest', params, {
    timeout: seconds,
    publish: {
      ...SIGN_METHODS.wc_sessionRequest.req,
      ttl: Math.max(seconds, SIGN_METHODS.wc_sessionRequest.req.ttl),
    },
  })
}

/** `SignClient.ping`: the wallet answers within 30 s. */
export async function ping(context: SignClientContext, { topic }: { topic: string }) {
  liveSession(context, topic)
  await send(context, topic, 'wc_sessionPing', {}, { timeout: SIGN_METHODS.wc_sessionPing.req.ttl })
}

/** `SignClient.extend`: once the wallet agrees, the session lives 7 days from now. */
export async function extend(context: SignClientContext, { topic }: { topic: string }) {
  const found = liveSession(context, topic)
  const expiry = context.nowSeconds() + SESSION_EXTEND_EXPIRY
  await send(context, topic, 'wc_sessionExtend', { expiry }, { timeout: 60 })
  if (context.sessions.get(topic) !== found) return
  found.expiry = expiry
  persist(context)
  watchExpiry(context, found)
  context.emit('session_extend', { topic, params: { expiry } })
}

/** `SignClient.disconnect`: tells the wallet and forgets the session at once. */
export async function disconnect(
  context: SignClientContext,
  { topic, reason = DISCONNECT_REASON }: { topic: string; reason?: { code: number; message: string } },
) {
  load(context)
  if (!context.sessions.has(topic)) return
  const sent = publish(
    context,
    topic,
    { id: createRpcId(), jsonrpc: '2.0', method: 'wc_sessionDelete', params: reason },
    SIGN_METHODS.wc_sessionDelete.req,
  )
  // Sealed already: the session is gone here whatever the relay does; the wallet learns of it when the
  // message lands (waiting at most 5 s for the relay's acknowledgement).
  dropSession(context, topic, new WalletConnectError(reason))
  await Promise.race([sent.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))])
}
