import type { StoredMessage } from '../store.js'
import { type Connection, type RelayContext, send } from './context.js'

const MAX_PUSHED_MEMORY = 10_000
/** Pushes awaiting an acknowledgement per connection; past this the oldest is forgotten (and redelivered later). */
const MAX_INFLIGHT = 10_000

/** Pushes a message to a subscribed connection as an `irn_subscription` request, once per connection. */
export function push(context: RelayContext, connection: Connection, message: StoredMessage) {
  const subscriptionId = connection.subscriptions.get(message.topic)
  if (subscriptionId === undefined || connection.pushed.has(message.id)) return
  if (connection.pushed.size >= MAX_PUSHED_MEMORY) connection.pushed.clear()
  connection.pushed.add(message.id)
  const id = context.nextPushId++
  if (connection.inflight.size >= MAX_INFLIGHT) {
    const oldest = connection.inflight.keys().next().value
    if (oldest !== undefined) connection.inflight.delete(oldest)
  }
  connection.inflight.set(id, message.id)
  send(
    connection,
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          attestation: message.attestation,
        },
      },
    }),
  )
}

/**
 * Fan-out: every new message (from this process or, with PostgreSQL, another) reaches local subscribers
 * except connections of the client that published it.
 */
export function fanOut(context: RelayContext) {
  context.store.onMessage((message, publisher) => {
    for (const connection of context.byTopic.get(message.topic) ?? []) {
      if (connection.clientId !== publisher) push(context, connection, message)
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
  const pending = await store.pending(connection.clientId, topics, now(), limits.maxFetch)
  for (const message of pending) push(context, connection, message)
}

/** The client's answer to a pushed `irn_subscription`: `true` acknowledges the message it carried. */
export async function acknowledge(
  context: RelayContext,
  connection: Connection,
  response: { id: number; result?: unknown },
) {
  const messageId = connection.inflight.get(response.id)
  connection.inflight.delete(response.id)
  if (messageId !== undefined && response.result === true)
    await context.store.ack(connection.clientId, [messageId]).catch(() => undefined)
}

/**
 * `irn_fetchMessages`: up to `maxFetch` stored messages on the topics, acknowledged as they are handed over
 * (and so never pushed after); `hasMore` says more wait.
 */
export async function fetchMessages(
  context: RelayContext,
  connection: Connection,
  topics: readonly string[],
) {
  const { store, now, limits } = context
  const found = await store.pending(connection.clientId, topics, now(), limits.maxFetch + 1)
  const messages = found.slice(0, limits.maxFetch)
  await store.ack(
    connection.clientId,
    messages.map((m) => m.id),
  )
  for (const m of messages) connection.pushed.add(m.id)
  return {
    messages: messages.map((m) => ({
      topic: m.topic,
      message: m.message,
      publishedAt: m.publishedAt,
      tag: m.tag,
      attestation: m.attestation,
    })),
    hasMore: found.length > limits.maxFetch,
  }
}
