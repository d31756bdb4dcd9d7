import type { WebSocket } from 'ws'
import { createTokenBucket } from '../limits.js'
import { ErrorCode, errorResponse } from '../rpc.js'
import { type Connection, countQueued, type RelayContext, send } from './context.js'
import { charge, handleFrame } from './dispatch.js'
import { confirmFetch } from './mailbox.js'
import { unindex } from './subscribe.js'

/** An upgraded WebSocket becomes a connection: counted against its address, its frames dispatched. */
export function open(context: RelayContext, ws: WebSocket, clientId: string, ip: string) {
  const { limits } = context
  const connection: Connection = {
    ws,
    clientId,
    ip,
    subscriptions: new Map(),
    inflight: new Map(),
    pushed: new Set(),
    bucket: createTokenBucket(limits.connectionRate, limits.connectionBurst, Date.now),
    bytesBucket: createTokenBucket(limits.connectionBytesPerSecond, limits.connectionBytesBurst, Date.now),
    unconfirmed: new Set(),
    fetchPings: new Map(),
    alive: true,
    queued: 0,
  }
  context.connections.add(connection)
  context.connectionsPerIp.set(ip, (context.connectionsPerIp.get(ip) ?? 0) + 1)
  if (!context.ipBuckets.has(ip))
    context.ipBuckets.set(ip, {
      requests: createTokenBucket(limits.ipRate, limits.ipBurst, Date.now),
      bytes: createTokenBucket(limits.ipBytesPerSecond, limits.ipBytesBurst, Date.now),
    })
  ws.on('pong', (data) => {
    connection.alive = true
    confirmFetch(context, connection, data.toString())
  })
  ws.on('message', (data, isBinary) => {
    if (isBinary) {
      if (charge(context, connection, 1, (data as Buffer).length))
        send(context, connection, errorResponse(null, ErrorCode.invalidRequest, 'frames must be text'))
      return
    }
    handleFrame(context, connection, data.toString()).catch(() => {
      // handleFrame answers every failure itself; nothing may escape as an unhandled rejection.
    })
  })
  ws.on('error', () => ws.terminate())
  ws.on('close', () => close(context, connection))
}

/** A closed connection leaves the topic index and its address's count. */
function close(context: RelayContext, connection: Connection) {
  if (!context.connections.delete(connection)) return
  countQueued(context, connection, -connection.queued)
  for (const topic of connection.subscriptions.keys()) unindex(context, connection, topic)
  const count = (context.connectionsPerIp.get(connection.ip) ?? 1) - 1
  if (count <= 0) {
    context.connectionsPerIp.delete(connection.ip)
    context.ipBuckets.delete(connection.ip)
  } else context.connectionsPerIp.set(connection.ip, count)
}

/** Every interval, drops connections that did not answer the previous ping and pings the others. */
export function startPinger(context: RelayContext) {
  const pinger = setInterval(() => {
    for (const connection of context.connections) {
      if (!connection.alive) {
        connection.ws.terminate()
        continue
      }
      connection.alive = false
      connection.ws.ping()
    }
  }, context.limits.pingIntervalMs)
  pinger.unref()
  return pinger
}
