import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { z } from 'zod'
import { ClientAuthError, hostOf, verifyClientJwt } from './auth.js'
import { createTokenBucket, type RelayLimits, type TokenBucket } from './limits.js'
import {
  ErrorCode,
  errorResponse,
  type MethodName,
  type Methods,
  type PublishParams,
  paramsOf,
  requestEnvelope,
  responseEnvelope,
  resultResponse,
  Tag,
} from './rpc.js'
import type { MessageStore, StoredMessage } from './store.js'

export interface RelayServerOptions {
  host: string
  port: number
  store: MessageStore
  /** When non-empty, a connection must name one of these in `?projectId=`. */
  projectIds: readonly string[]
  /** The URL clients dial when it is not this server's own address (e.g. `wss://relay.example.com` behind a TLS proxy). */
  publicUrl: string | undefined
  /** ms clock for TTLs and JWT expiry. */
  now: () => number
  /** Behind one proxy of our own: the last `X-Forwarded-For` entry is the client's address. */
  trustProxy: boolean
  limits: RelayLimits
}

export interface RelayServer {
  url: string
  stop(): Promise<void>
}

interface Connection {
  ws: WebSocket
  clientId: string
  ip: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** JSON-RPC id of a pushed irn_subscription → the message it carried, until the client acknowledges it. */
  inflight: Map<number, string>
  /** Message ids already pushed on this connection, so a message is not pushed twice on it. */
  pushed: Set<string>
  bucket: TokenBucket
  alive: boolean
}

const MAX_PUSHED_MEMORY = 10_000
/** Pushes awaiting an acknowledgement per connection; past this the oldest is forgotten (and redelivered later). */
const MAX_INFLIGHT = 10_000

/**
 * The caller's address: the socket's peer, never a header a client can write — unless `trustProxy`, where the
 * relay sits behind one proxy of its own and the last `X-Forwarded-For` entry is the address that proxy saw.
 */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.join(',') : header)?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])
const WILDCARD = new Set(['0.0.0.0', '::', '[::]'])

/** A message's id: sha256 over its topic and text, so a republished message is stored once. */
export const messageIdOf = (topic: string, message: string) =>
  createHash('sha256').update(topic).update('\n').update(message).digest('hex')

/** A subscription's id: stable for one client and topic, so it survives reconnects. */
const subscriptionIdOf = (clientId: string, topic: string) =>
  createHash('sha256').update(clientId).update('\n').update(topic).digest('hex')

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export async function startRelayServer(options: RelayServerOptions): Promise<RelayServer> {
  const { store, limits, now } = options
  const params = paramsOf(limits.maxBatch)
  const connections = new Set<Connection>()
  const byTopic = new Map<string, Set<Connection>>()
  const connectionsPerIp = new Map<string, number>()
  const ipBuckets = new Map<string, TokenBucket>()
  const audiences = new Set<string>()
  let nextPushId = Date.now() * 1_000

  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    res
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('WalletConnect relay: connect with a WebSocket\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })

  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`)
  }

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(req.url ?? '/', 'ws://relay')
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const token = url.searchParams.get('auth') ?? bearer
    if (!token) return refuse(socket, 401, 'Unauthorized')
    let clientId: string
    try {
      clientId = verifyClientJwt(token, { nowSeconds: Math.floor(now() / 1_000), audiences })
    } catch (error) {
      if (error instanceof ClientAuthError) return refuse(socket, 401, 'Unauthorized')
      return refuse(socket, 400, 'Bad Request')
    }
    if (
      options.projectIds.length > 0 &&
      !options.projectIds.includes(url.searchParams.get('projectId') ?? '')
    )
      return refuse(socket, 403, 'Forbidden')
    const ip = clientIp(req, options.trustProxy)
    if ((connectionsPerIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp)
      return refuse(socket, 429, 'Too Many Requests')
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, clientId, ip))
  })

  function open(ws: WebSocket, clientId: string, ip: string) {
    const connection: Connection = {
      ws,
      clientId,
      ip,
      subscriptions: new Map(),
      inflight: new Map(),
      pushed: new Set(),
      bucket: createTokenBucket(limits.connectionRate, limits.connectionBurst, Date.now),
      alive: true,
    }
    connections.add(connection)
    connectionsPerIp.set(ip, (connectionsPerIp.get(ip) ?? 0) + 1)
    if (!ipBuckets.has(ip)) ipBuckets.set(ip, createTokenBucket(limits.ipRate, limits.ipBurst, Date.now))
    ws.on('pong', () => {
      connection.alive = true
    })
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(connection, errorResponse(null, ErrorCode.invalidRequest, 'frames must be text'))
        return
      }
      handleFrame(connection, data.toString()).catch(() => {
        // handleFrame answers every failure itself; nothing may escape as an unhandled rejection.
      })
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => close(connection))
  }

  function close(connection: Connection) {
    if (!connections.delete(connection)) return
    for (const topic of connection.subscriptions.keys()) unindex(connection, topic)
    const count = (connectionsPerIp.get(connection.ip) ?? 1) - 1
    if (count <= 0) {
      connectionsPerIp.delete(connection.ip)
      ipBuckets.delete(connection.ip)
    } else connectionsPerIp.set(connection.ip, count)
  }

  function unindex(connection: Connection, topic: string) {
    const set = byTopic.get(topic)
    set?.delete(connection)
    if (set?.size === 0) byTopic.delete(topic)
  }

  function send(connection: Connection, text: string) {
    if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(text)
  }

  function push(connection: Connection, message: StoredMessage) {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (subscriptionId === undefined || connection.pushed.has(message.id)) return
    if (connection.pushed.size >= MAX_PUSHED_MEMORY) connection.pushed.clear()
    connection.pushed.add(message.id)
    const id = nextPushId++
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

  // Fan-out: every new message (from this process or, with PostgreSQL, another) reaches local subscribers
  // except connections of the client that published it.
  store.onMessage((message, publisher) => {
    for (const connection of byTopic.get(message.topic) ?? []) {
      if (connection.clientId !== publisher) push(connection, message)
    }
  })

  async function deliverPending(connection: Connection, topics: readonly string[]) {
    const pending = await store.pending(connection.clientId, topics, now(), limits.maxFetch)
    for (const message of pending) push(connection, message)
  }

  async function handleFrame(connection: Connection, text: string) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      send(connection, errorResponse(null, ErrorCode.parse, 'parse error'))
      return
    }
    const isResponse =
      typeof json === 'object' &&
      json !== null &&
      !('method' in json) &&
      ('result' in json || 'error' in json)
    if (isResponse) {
      // The client's answer to a pushed irn_subscription: `true` acknowledges it. Answers are not rate limited
      // (a client catching up acknowledges many at once).
      const response = responseEnvelope.safeParse(json)
      if (!response.success || typeof response.data.id !== 'number') return
      const messageId = connection.inflight.get(response.data.id)
      connection.inflight.delete(response.data.id)
      if (messageId !== undefined && response.data.result === true)
        await store.ack(connection.clientId, [messageId]).catch(() => undefined)
      return
    }
    const ipBucket = ipBuckets.get(connection.ip)
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
    if (!Object.hasOwn(params, method)) {
      send(connection, errorResponse(id, ErrorCode.methodNotFound, `method not found: ${method}`))
      return
    }
    const name = method as MethodName
    const parsed = params[name].safeParse(request.data.params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      send(
        connection,
        errorResponse(
          id,
          ErrorCode.invalidParams,
          `invalid params: ${issue?.path.join('.') || ''} ${issue?.message ?? ''}`.trim(),
        ),
      )
      return
    }
    let handled: Handled
    try {
      handled = await handlers[name](connection, parsed.data as never)
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

  const idOf = (json: unknown): number | string | null => {
    if (typeof json !== 'object' || json === null || !('id' in json)) return null
    const { id } = json as { id: unknown }
    return typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null
  }

  async function publish(connection: Connection, p: PublishParams & { tag: number }) {
    const publishedAt = now()
    const ttl = Math.min(p.ttl, limits.maxTtlSeconds)
    await store.put(
      {
        id: messageIdOf(p.topic, p.message),
        topic: p.topic,
        message: p.message,
        tag: p.tag,
        publishedAt,
        expiresAt: publishedAt + ttl * 1_000,
        attestation: p.attestation ?? null,
      },
      connection.clientId,
    )
  }

  function subscribe(connection: Connection, topic: string): string {
    const existing = connection.subscriptions.get(topic)
    if (existing !== undefined) return existing
    if (connection.subscriptions.size >= limits.maxSubscriptionsPerConnection)
      throw new RpcError(ErrorCode.limitExceeded, 'too many subscriptions on this connection')
    const id = subscriptionIdOf(connection.clientId, topic)
    connection.subscriptions.set(topic, id)
    const set = byTopic.get(topic) ?? new Set<Connection>()
    set.add(connection)
    byTopic.set(topic, set)
    return id
  }

  function unsubscribe(connection: Connection, topic: string) {
    if (connection.subscriptions.delete(topic)) unindex(connection, topic)
  }

  async function fetchMessages(connection: Connection, topics: readonly string[]) {
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

  type Handled = { result: unknown; after?: () => Promise<void> }
  const handlers: { [M in MethodName]: (c: Connection, p: z.infer<Methods[M]>) => Promise<Handled> } = {
    async irn_publish(c, p) {
      await publish(c, { ...p, tag: p.tag ?? 0 })
      return { result: true }
    },
    async irn_batchPublish(c, p) {
      for (const m of p.messages) await publish(c, { ...m, tag: m.tag ?? 0 })
      return { result: true }
    },
    async irn_subscribe(c, p) {
      const id = subscribe(c, p.topic)
      return { result: id, after: () => deliverPending(c, [p.topic]) }
    },
    async irn_batchSubscribe(c, p) {
      if (c.subscriptions.size + p.topics.length > limits.maxSubscriptionsPerConnection)
        throw new RpcError(ErrorCode.limitExceeded, 'too many subscriptions on this connection')
      const ids = p.topics.map((topic) => subscribe(c, topic))
      return { result: ids, after: () => deliverPending(c, p.topics) }
    },
    async irn_unsubscribe(c, p) {
      unsubscribe(c, p.topic)
      return { result: true }
    },
    async irn_batchUnsubscribe(c, p) {
      for (const s of p.subscriptions) unsubscribe(c, s.topic)
      return { result: true }
    },
    async irn_fetchMessages(c, p) {
      return { result: await fetchMessages(c, [p.topic]) }
    },
    async irn_batchFetchMessages(c, p) {
      return { result: await fetchMessages(c, p.topics) }
    },
    async wc_proposeSession(c, p) {
      // The dapp's proposal goes on the pairing topic, where the wallet will subscribe; the dapp hears the
      // wallet's answer there.
      await publish(c, {
        topic: p.pairingTopic,
        message: p.sessionProposal,
        ttl: p.ttl ?? 300,
        tag: p.tag ?? Tag.sessionPropose,
        attestation: p.attestation,
      })
      subscribe(c, p.pairingTopic)
      return { result: true, after: () => deliverPending(c, [p.pairingTopic]) }
    },
    async wc_approveSession(c, p) {
      // The wallet's answer goes to the dapp on the pairing topic, the settlement on the new session topic,
      // which the wallet then listens on.
      await publish(c, {
        topic: p.pairingTopic,
        message: p.sessionProposalResponse,
        ttl: p.ttl ?? 300,
        tag: Tag.sessionProposeResponse,
        attestation: p.attestation,
      })
      await publish(c, {
        topic: p.sessionTopic,
        message: p.sessionSettlementRequest,
        ttl: p.ttl ?? 300,
        tag: Tag.sessionSettle,
        attestation: p.attestation,
      })
      subscribe(c, p.sessionTopic)
      return { result: true, after: () => deliverPending(c, [p.sessionTopic]) }
    },
  }

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate()
        continue
      }
      connection.alive = false
      connection.ws.ping()
    }
  }, limits.pingIntervalMs)
  const purger = setInterval(() => {
    store.purge(now()).catch(() => undefined)
  }, limits.purgeIntervalMs)
  pinger.unref()
  purger.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port, options.host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const { port } = http.address() as AddressInfo
  const urlHost =
    options.host.includes(':') && !options.host.startsWith('[') ? `[${options.host}]` : options.host
  const url = `ws://${urlHost}:${port}`
  audiences.add(`${urlHost}:${port}`.toLowerCase())
  // A loopback relay is the same relay under any loopback name; one listening on every interface is also
  // reached through each of this machine's addresses (a phone on the LAN dials the LAN address).
  if (LOOPBACK.has(options.host) || WILDCARD.has(options.host)) {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) audiences.add(`${name}:${port}`)
  }
  if (WILDCARD.has(options.host)) {
    for (const entries of Object.values(networkInterfaces())) {
      for (const { address, family } of entries ?? []) {
        audiences.add(`${family === 'IPv6' ? `[${address}]` : address}:${port}`.toLowerCase())
      }
    }
  }
  if (options.publicUrl !== undefined) {
    const host = hostOf(options.publicUrl)
    if (host === undefined) throw new Error(`publicUrl is not a URL: ${options.publicUrl}`)
    audiences.add(host)
  }

  return {
    url,
    async stop() {
      clearInterval(pinger)
      clearInterval(purger)
      for (const connection of connections) connection.ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await store.close()
    },
  }
}
