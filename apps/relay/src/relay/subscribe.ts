import { createHash } from 'node:crypto'
import { ErrorCode } from '../rpc.js'
import { type Connection, type RelayContext, RpcError } from './context.js'

/** A subscription's id: stable for one client and topic, so it survives reconnects. */
const subscriptionIdOf = (clientId: string, topic: string) =>
  createHash('sha256').update(clientId).update('\n').update(topic).digest('hex')

/** Subscribes the connection to a topic (once) and indexes it there; returns the subscription id. */
export function subscribe(context: RelayContext, connection: Connection, topic: string): string {
  const existing = connection.subscriptions.get(topic)
  if (existing !== undefined) return existing
  if (connection.subscriptions.size >= context.limits.maxSubscriptionsPerConnection)
    throw new RpcError(ErrorCode.limitExceeded, 'too many subscriptions on this connection')
  const id = subscriptionIdOf(connection.clientId, topic)
  connection.subscriptions.set(topic, id)
  const set = context.byTopic.get(topic) ?? new Set<Connection>()
  set.add(connection)
  context.byTopic.set(topic, set)
  return id
}

export function unsubscribe(context: RelayContext, connection: Connection, topic: string) {
  if (connection.subscriptions.delete(topic)) unindex(context, connection, topic)
}

/** Takes the connection out of the topic's index. */
export function unindex(context: RelayContext, connection: Connection, topic: string) {
  const set = context.byTopic.get(topic)
  set?.delete(connection)
  if (set?.size === 0) context.byTopic.delete(topic)
}
