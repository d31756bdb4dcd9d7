import type { WebSocket } from 'ws'
import type { RelayLimits, TokenBucket } from '../limits.js'
import { paramsOf } from '../rpc.js'
import type { MessageStore } from '../store.js'

/** One client's WebSocket and what the relay keeps of it. */
export interface Connection {
  ws: WebSocket
  clientId: string
  ip: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** JSON-RPC id of a pushed irn_subscription → the message it carried and its size, until acknowledged. */
  inflight: Map<number, { messageId: string; bytes: number }>
  /** Message ids already pushed on this connection, so a message is not pushed twice on it. */
  pushed: Set<string>
  /** Requests and frame bytes per second on this connection. */
  bucket: TokenBucket
  bytesBucket: TokenBucket
  /** Fetched message ids handed over on this connection, until the client has read them (pong below). */
  unconfirmed: Set<string>
  /** Payload of a ping sent after a fetch answer → the message ids that answer carried. */
  fetchPings: Map<string, string[]>
  alive: boolean
  /** Bytes sent and not yet handed to the operating system, and pushes not yet acknowledged. */
  queued: number
}

/** One address's rates over all its connections. */
export interface AddressBuckets {
  requests: TokenBucket
  bytes: TokenBucket
}

/** @internal The state one relay's steps share: its options, store, limits, connections and their indexes. */
export interface RelayContext {
  store: MessageStore
  limits: RelayLimits
  /** ms clock for TTLs and JWT expiry. */
  now: () => number
  projectIds: readonly string[]
  trustProxy: boolean
  /** Each method's params schema. */
  params: ReturnType<typeof paramsOf>
  connections: Set<Connection>
  /** topic → the local connections subscribed to it */
  byTopic: Map<string, Set<Connection>>
  /** IP address → its open connections */
  connectionsPerIp: Map<string, number>
  /** IP address → its rate limits over all its connections */
  ipBuckets: Map<string, AddressBuckets>
  /** Upgrades accepted and not yet open (they count against `maxConnections`). */
  opening: number
  /** Bytes queued for sending per address and in all (see `send`). */
  queuedPerIp: Map<string, number>
  queued: number
  /** `host:port` names a client's JWT may be addressed to. */
  audiences: Set<string>
  /** JSON-RPC id of the next pushed irn_subscription. */
  nextPushId: number
}

export function createRelayContext(options: {
  store: MessageStore
  limits: RelayLimits
  now: () => number
  projectIds: readonly string[]
  trustProxy: boolean
}): RelayContext {
  return {
    ...options,
    params: paramsOf(options.limits.maxBatch),
    connections: new Set(),
    byTopic: new Map(),
    connectionsPerIp: new Map(),
    ipBuckets: new Map(),
    opening: 0,
    queuedPerIp: new Map(),
    queued: 0,
    audiences: new Set(),
    nextPushId: Date.now() * 1_000,
  }
}

/** A JSON-RPC error a method handler throws: answered to the client with its code and message. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Adds `bytes` (negative once written) to the send queues of the connection, its address and the relay. */
export function countQueued(context: RelayContext, connection: Connection, bytes: number) {
  connection.queued += bytes
  context.queued += bytes
  const address = (context.queuedPerIp.get(connection.ip) ?? 0) + bytes
  if (address <= 0) context.queuedPerIp.delete(connection.ip)
  else context.queuedPerIp.set(connection.ip, address)
}

/**
 * Sends a text frame when the connection is still open; returns the bytes queued (0 when not sent). A connection that already has a queue and would
 * pass `maxSendBufferBytes` (or its address or the relay its share) is not reading — a paused or slow
 * subscriber: it is dropped, which frees its queue; what it was not sent stays in the mailbox for its next
 * subscribe or fetch.
 */
export function send(
  context: RelayContext,
  connection: Connection,
  text: string,
  { untilAcknowledged = false } = {},
): number {
  const { ws } = connection
  const { limits } = context
  if (ws.readyState !== ws.OPEN) return 0
  const size = Buffer.byteLength(text)
  if (
    (connection.queued > 0 && connection.queued + size > limits.maxSendBufferBytes) ||
    (context.queuedPerIp.get(connection.ip) ?? 0) + size > limits.maxSendBufferBytesPerIp ||
    context.queued + size > limits.maxSendBufferBytesTotal
  ) {
    ws.terminate()
    return 0
  }
  countQueued(context, connection, size)
  // A push leaves the queue when acknowledged (`mailbox.ts`); anything else once written out (or failed with
  // a closing socket: a closed connection's queue was already uncounted).
  ws.send(text, () => {
    if (!untilAcknowledged && context.connections.has(connection)) countQueued(context, connection, -size)
  })
  return size
}
