import { generateSymKey } from '../crypto.js'
import { RelayError } from '../errors.js'
import { signRelayAuthJwt } from '../relayAuth.js'
import type { RelayClientContext } from './context.js'
import { call, fetchMissed, receive, transmit } from './rpc.js'

/** The relay URL with a fresh auth token, the project id and our user agent. */
function url(context: RelayClientContext) {
  const { options } = context
  const target = new URL(options.relayUrl)
  const auth = signRelayAuthJwt({
    privateKey: options.clientKey,
    aud: options.relayUrl,
    sub: generateSymKey(),
    iat: Math.floor(context.now() / 1000),
  })
  target.searchParams.set('auth', auth)
  if (options.projectId) target.searchParams.set('projectId', options.projectId)
  target.searchParams.set('ua', 'wc-2/js-portico/0.0.0')
  return target.toString()
}

/** Opens the connection unless it is open, opening, waiting to reconnect, or closed for good. */
export function open(context: RelayClientContext) {
  const { Socket, options } = context
  if (context.closed || context.socket || context.timer !== undefined) return
  if (!Socket)
    throw new RelayError({ code: -1, message: 'No WebSocket implementation: pass options.WebSocket' })
  let ws: WebSocket
  try {
    ws = new Socket(url(context))
  } catch {
    scheduleReconnect(context)
    return
  }
  context.socket = ws
  let opened = false
  ws.onopen = () => {
    if (context.socket !== ws) return
    opened = true
    context.attempt = 0
    options.onStatus?.(true)
    for (const resolve of context.waiters) resolve()
    context.waiters.clear()
    void resume(context, ws)
  }
  ws.onmessage = (event: MessageEvent) => {
    if (context.socket === ws) receive(context, ws, String(event.data))
  }
  ws.onerror = () => undefined // a close event follows
  ws.onclose = () => {
    if (context.socket !== ws) return
    context.socket = undefined
    if (opened) options.onStatus?.(false)
    for (const [id, request] of context.pending) {
      if (request.sentOn !== ws) continue
      if (request.durable) delete request.sentOn
      else {
        context.pending.delete(id)
        request.reject(new RelayError({ code: -1, message: 'The relay connection closed' }))
      }
    }
    scheduleReconnect(context)
  }
}

/** Reopens after a backoff (doubling, with jitter) while there is something to listen to or send. */
function scheduleReconnect(context: RelayClientContext) {
  const { backoff } = context
  if (context.closed || context.timer !== undefined) return
  if (context.topics.size === 0 && context.pending.size === 0 && context.waiters.size === 0) return
  const delay = Math.min(backoff.max, backoff.min * 2 ** context.attempt++)
  context.timer = setTimeout(
    () => {
      context.timer = undefined
      open(context)
    },
    delay * (0.75 + Math.random() * 0.5),
  )
}

/** After (re)connecting: subscribe every topic again, fetch what was missed, resend unacknowledged publishes. */
async function resume(context: RelayClientContext, ws: WebSocket) {
  const reopen = () => open(context)
  const queued = new Set<string>()
  for (const request of [...context.pending.values()]) {
    if (request.sentOn) continue
    transmit(ws, request)
    if (request.method === 'irn_subscribe') queued.add((request.params as { topic: string }).topic)
  }
  // Topics whose first subscribe was just sent are not subscribed twice.
  const list = [...context.topics.keys()].filter((topic) => !queued.has(topic))
  await Promise.all(
    list.map(async (topic) => {
      try {
        context.topics.set(topic, String(await call(context, reopen, 'irn_subscribe', { topic })))
        await fetchMissed(context, reopen, topic)
      } catch {
        // The connection dropped again; the next resume tries again.
      }
    }),
  )
}
