import type { StoredMessage } from '../store.js'
import { type Connection, countQueued, type RelayContext, send } from './context.js'

const MAX_PUSHED_MEMORY = 10_000
/** Pushes awaiting an acknowledgement per connection; past this the oldest is forgotten (and redelivered later). */
const MAX_INFLIGHT = 10_000
/** Fetch answers awaiting their read confirmation per connection; past this the oldest is redelivered later. */
const MAX_FETCH_PINGS = 1_000

/** The `data` of an `irn_subscription`, serialised once per message however many subscribers get it. */
export const pushDataOf = (message: StoredMessage) =>
  JSON.stringify({
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    attestation: message.attestation,
  })

/** Forgets a push awaiting its acknowledgement; its bytes leave the connection's queue. */
function settlePush(context: RelayContext, connection: Connection, rpcId: number) {
  const inflight = connection.inflight.get(rpcId)
  if (!inflight) return undefined
  connection.inflight.delete(rpcId)
  countQueued(context, connection, -inflight.bytes)
  return inflight.messageId
}

/**
 * Pushes a message to a subscribed connection as an `irn_subscription` request, once per connection. Its
 * bytes stay in the connection's send queue until the client acknowledges it, so a subscriber that stops
 * reading is dropped once `maxSendBufferBytes` of pushes wait on it, however much the operating system buffers.
 */
export function push(context: RelayContext, connection: Connection, message: StoredMessage, data?: string) {
  const subscriptionId = connection.subscriptions.get(message.topic)
  if (subscriptionId === undefined || connection.pushed.has(message.id)) return
  if (connection.pushed.size >= MAX_PUSHED_MEMORY) connection.pushed.clear()
  connection.pushed.add(message.id)
  const id = context.nextPushId++
  if (connection.inflight.size >= MAX_INFLIGHT) {
    const oldest = connection.inflight.keys().next().value
    if (oldest !== undefined) settlePush(context, connection, oldest)
  }
  const frame = `{"jsonrpc":"2.0","id":${id},"method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":${data ?? pushDataOf(message)}}}`
  const bytes = send(context, connection, frame, { untilAcknowledged: true })
  if (bytes > 0) connection.inflight.set(id, { messageId: message.id, bytes })
}

/**
 * Fan-out: every new message (from this process or, with PostgreSQL, another) reaches local subscribers
 * except connections of the client that published it.
 */
export function fanOut(context: RelayContext) {
  context.store.onMessage((message, publisher) => {
    const subscribers = context.byTopic.get(message.topic)
    if (!subscribers) return
    const data = pushDataOf(message)
    for (const connection of subscribers) {
      if (connection.clientId !== publisher) push(context, connection, message, data)
    }
  })
}

/** Pushes what is stored for the client on these topics and not yet acknowledged. */
export async function deliverPending(
  context: RelayContext,
  connection: Connection,
  topics: readonly string[],
) {
  const { store, now, limits } = context
  const pending = await store.pending(connection.clientId, topics, now(), {
    limit: limits.maxFetch,
    maxBytes: limits.maxFetchBytes,
    exclude: connection.unconfirmed,
  })
  for (const message of pending) push(context, connection, message)
}

/** The client's answer to a pushed `irn_subscription`: `true` acknowledges the message it carried. */
export async function acknowledge(
  context: RelayContext,
  connection: Connection,
  response: { id: number; result?: unknown },
) {
  const messageId = settlePush(context, connection, response.id)
  if (messageId !== undefined && response.result === true)
    await context.store.ack(connection.clientId, [messageId]).catch(() => undefined)
}

/**
 * `irn_fetchMessages`: stored messages on the topics, at most `maxFetch` and `maxFetchBytes`; `hasMore` says
 * more wait. The messages are not yet acknowledged: this connection will not be handed them again, but they
 * count as received only once the client has read the answer — `confirmAfter` sends a ping behind it and its
 * pong acknowledges them. If the connection drops first, the next fetch or subscribe delivers them again.
 */
export async function fetchMessages(
  context: RelayContext,
  connection: Connection,
  topics: readonly string[],
) {
  const { store, now, limits } = context
  const found = await store.pending(connection.clientId, topics, now(), {
    limit: limits.maxFetch + 1,
    maxBytes: limits.maxFetchBytes,
    exclude: connection.unconfirmed,
  })
  const messages = found.slice(0, limits.maxFetch)
  // Fetch work is paid per message returned, on top of the frame and its topics.
  connection.bucket.spend(messages.length)
  context.ipBuckets.get(connection.ip)?.requests.spend(messages.length)
  const ids = messages.map((m) => m.id)
  for (const id of ids) {
    connection.pushed.add(id)
    connection.unconfirmed.add(id)
  }
  return {
    result: {
      messages: messages.map((m) => ({
        topic: m.topic,
        message: m.message,
        publishedAt: m.publishedAt,
        tag: m.tag,
        attestation: m.attestation,
      })),
      hasMore: found.length > messages.length,
    },
    after: async () => confirmAfter(context, connection, ids),
  }
}

/** Sends a ping behind a fetch answer; its pong proves the client read the answer (frames arrive in order). */
function confirmAfter(context: RelayContext, connection: Connection, ids: string[]) {
  if (ids.length === 0 || connection.ws.readyState !== connection.ws.OPEN) return
  if (connection.fetchPings.size >= MAX_FETCH_PINGS) {
    const [oldest, dropped] = connection.fetchPings.entries().next().value ?? []
    if (oldest !== undefined) connection.fetchPings.delete(oldest)
    for (const id of dropped ?? []) connection.unconfirmed.delete(id)
  }
  const payload = `fetch-${context.nextPushId++}`
  connection.fetchPings.set(payload, ids)
  connection.ws.ping(payload)
}

/** A pong: when it answers a ping sent behind a fetch answer, the messages of that answer are acknowledged. */
export function confirmFetch(context: RelayContext, connection: Connection, payload: string) {
  const ids = connection.fetchPings.get(payload)
  if (!ids) return
  connection.fetchPings.delete(payload)
  for (const id of ids) connection.unconfirmed.delete(id)
  context.store.ack(connection.clientId, ids).catch(() => undefined)
}
