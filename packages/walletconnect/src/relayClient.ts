import { generateSymKey, hashMessage } from './crypto.js'
import { RelayError } from './errors.js'
import { createRpcId, isErrorResponse, isRequest, isResponse } from './jsonRpc.js'
import { signRelayAuthJwt } from './relayAuth.js'

/** A message the relay delivered on a subscribed topic (the envelope, still sealed). */
export type RelayMessage = { topic: string; message: string; publishedAt: number; tag: number }

/** What a publish asks of the relay: the sealed envelope, its tag and how long to keep it (seconds). */
export type PublishParameters = { topic: string; message: string; tag: number; ttl: number; prompt?: boolean }

export type RelayClientOptions = {
  /** `ws://` or `wss://` URL of any WalletConnect v2 relay. */
  relayUrl: string
  /** Sent as `?projectId=` (the public network needs one). */
  projectId?: string | undefined
  /** The client's Ed25519 private key (hex seed): its identity toward the relay, kept across reloads. */
  clientKey: string
  /** Called once per distinct message on a subscribed topic. */
  onMessage(message: RelayMessage): void
  /** Called when the connection opens (`true`) or drops (`false`). */
  onStatus?: ((connected: boolean) => void) | undefined
  WebSocket?: typeof WebSocket | undefined
  /** ms clock for the auth token's `iat`. */
  now?: (() => number) | undefined
  /** First and largest wait before a reconnect, in ms (doubling in between, with jitter). Default 250 and 10 000. */
  backoff?: { min: number; max: number } | undefined
}

export type RelayClient = {
  /** Subscribes to `topic` (kept across reconnects) and fetches what was published while nobody listened. */
  subscribe(topic: string): Promise<void>
  /** Stops listening on `topic`. */
  unsubscribe(topic: string): Promise<void>
  /** Publishes a sealed envelope; waits for the relay's acknowledgement, across reconnects if it drops. */
  publish(parameters: PublishParameters): Promise<void>
  /** Resolves once connected; rejects after `timeout` ms. Opens the connection if needed. */
  ready(timeout?: number): Promise<void>
  readonly connected: boolean
  /** The topics this client listens on. */
  readonly topics: readonly string[]
  /** Closes the connection for good; pending requests reject. */
  close(): void
}

type Pending = {
  id: number
  method: string
  params: unknown
  resolve(result: unknown): void
  reject(error: Error): void
  /** Requests that are resent after a reconnect (publishes); others are dropped when the socket closes. */
  durable: boolean
  sentOn?: WebSocket
}

const OPEN = 1
const DEDUPE_LIMIT = 2_000

/**
 * A WebSocket JSON-RPC client of a WalletConnect relay (`irn_*`): authenticates with a did:key JWT, keeps its
 * subscriptions across reconnects (backoff, resubscribe, fetch of messages missed while offline), acknowledges
 * every `irn_subscription` and hands each distinct message over once.
 *
 * The connection opens on first use and reopens after a drop while there is something to listen to or send.
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  const Socket = options.WebSocket ?? globalThis.WebSocket
  const now = options.now ?? Date.now
  const backoff = options.backoff ?? { min: 250, max: 10_000 }
  const topics = new Map<string, string | undefined>() // topic → subscription id
  const pending = new Map<number, Pending>()
  const seen = new Set<string>()
  const waiters = new Set<() => void>()
  let socket: WebSocket | undefined
  let closed = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function url() {
    const target = new URL(options.relayUrl)
    const auth = signRelayAuthJwt({
      privateKey: options.clientKey,
      aud: options.relayUrl,
      sub: generateSymKey(),
      iat: Math.floor(now() / 1000),
    })
    target.searchParams.set('auth', auth)
    if (options.projectId) target.searchParams.set('projectId', options.projectId)
    target.searchParams.set('ua', 'wc-2/js-portico/0.0.0')
    return target.toString()
  }

  function open() {
    if (closed || socket || timer !== undefined) return
    if (!Socket)
      throw new RelayError({ code: -1, message: 'No WebSocket implementation: pass options.WebSocket' })
    let ws: WebSocket
    try {
      ws = new Socket(url())
    } catch {
      scheduleReconnect()
      return
    }
    socket = ws
    let opened = false
    ws.onopen = () => {
      if (socket !== ws) return
      opened = true
      attempt = 0
      options.onStatus?.(true)
      for (const resolve of waiters) resolve()
      waiters.clear()
      void resume(ws)
    }
    ws.onmessage = (event: MessageEvent) => {
      if (socket === ws) receive(ws, String(event.data))
    }
    ws.onerror = () => undefined // a close event follows
    ws.onclose = () => {
      if (socket !== ws) return
      socket = undefined
      if (opened) options.onStatus?.(false)
      for (const [id, request] of pending) {
        if (request.sentOn !== ws) continue
        if (request.durable) delete request.sentOn
        else {
          pending.delete(id)
          request.reject(new RelayError({ code: -1, message: 'The relay connection closed' }))
        }
      }
      scheduleReconnect()
    }
  }

  function scheduleReconnect() {
    if (closed || timer !== undefined) return
    if (topics.size === 0 && pending.size === 0 && waiters.size === 0) return
    const delay = Math.min(backoff.max, backoff.min * 2 ** attempt++)
    timer = setTimeout(
      () => {
        timer = undefined
        open()
      },
      delay * (0.75 + Math.random() * 0.5),
    )
  }

  /** After (re)connecting: subscribe every topic again, fetch what was missed, resend unacknowledged publishes. */
  async function resume(ws: WebSocket) {
    const queued = new Set<string>()
    for (const request of [...pending.values()]) {
      if (request.sentOn) continue
      transmit(ws, request)
      if (request.method === 'irn_subscribe') queued.add((request.params as { topic: string }).topic)
    }
    // Topics whose first subscribe was just sent are not subscribed twice.
    const list = [...topics.keys()].filter((topic) => !queued.has(topic))
    await Promise.all(
      list.map(async (topic) => {
        try {
          topics.set(topic, String(await call('irn_subscribe', { topic })))
          await fetchMissed(topic)
        } catch {
          // The connection dropped again; the next resume tries again.
        }
      }),
    )
  }

  async function fetchMissed(topic: string) {
    for (let round = 0; round < 20; round++) {
      const result = (await call('irn_fetchMessages', { topic })) as {
        messages?: RelayMessage[]
        hasMore?: boolean
      }
      for (const message of result.messages ?? []) deliver(message)
      if (!result.hasMore) return
    }
  }

  function transmit(ws: WebSocket, request: Pending) {
    request.sentOn = ws
    ws.send(
      JSON.stringify({ id: request.id, jsonrpc: '2.0', method: request.method, params: request.params }),
    )
  }

  function call(method: string, params: unknown, durable = false): Promise<unknown> {
    if (closed) return Promise.reject(new RelayError({ code: -1, message: 'The relay client is closed' }))
    return new Promise((resolve, reject) => {
      const request: Pending = { id: createRpcId(), method, params, resolve, reject, durable }
      pending.set(request.id, request)
      if (socket && socket.readyState === OPEN) transmit(socket, request)
      else open()
    })
  }

  function deliver(message: RelayMessage) {
    if (!topics.has(message.topic)) return
    const key = hashMessage(`${message.topic}:${message.message}`)
    if (seen.has(key)) return
    seen.add(key)
    if (seen.size > DEDUPE_LIMIT) seen.delete(seen.values().next().value as string)
    try {
      options.onMessage(message)
    } catch {
      // A bad message must not stop the others.
    }
  }

  function receive(ws: WebSocket, text: string) {
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      return
    }
    if (isResponse(payload)) {
      const request = pending.get(Number(payload.id))
      if (!request) return
      pending.delete(Number(payload.id))
      if (isErrorResponse(payload)) request.reject(new RelayError(payload.error))
      else request.resolve(payload.result)
      return
    }
    if (!isRequest(payload)) return
    if (payload.method.endsWith('_subscription')) {
      ws.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      const data = (payload.params as { data?: RelayMessage } | undefined)?.data
      if (data && typeof data.topic === 'string' && typeof data.message === 'string') deliver(data)
    } else {
      ws.send(
        JSON.stringify({
          id: payload.id,
          jsonrpc: '2.0',
          error: { code: -32601, message: 'Method not found' },
        }),
      )
    }
  }

  return {
    async subscribe(topic) {
      if (topics.has(topic)) return
      topics.set(topic, undefined)
      try {
        const id = await call('irn_subscribe', { topic })
        if (topics.has(topic)) topics.set(topic, String(id))
      } catch (error) {
        // The connection dropped before the answer: the topic stays and is subscribed again on reconnect.
        if (error instanceof RelayError && error.code === -1 && !closed) return
        topics.delete(topic)
        throw error
      }
      await fetchMissed(topic).catch(() => undefined)
    },
    async unsubscribe(topic) {
      if (!topics.has(topic)) return
      const id = topics.get(topic)
      topics.delete(topic)
      if (id !== undefined && socket?.readyState === OPEN) {
        await call('irn_unsubscribe', { topic, id }).catch(() => undefined)
      }
    },
    async publish({ topic, message, tag, ttl, prompt }) {
      await call('irn_publish', { topic, message, ttl, tag, ...(prompt ? { prompt } : {}) }, true)
    },
    ready(timeout = 10_000) {
      if (socket?.readyState === OPEN) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(expiry)
          resolve()
        }
        const expiry = setTimeout(() => {
          waiters.delete(done)
          reject(new RelayError({ code: -1, message: `Could not reach the relay at ${options.relayUrl}` }))
        }, timeout)
        waiters.add(done)
        open()
      })
    },
    get connected() {
      return socket?.readyState === OPEN
    },
    get topics() {
      return [...topics.keys()]
    },
    close() {
      closed = true
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      const ws = socket
      socket = undefined
      ws?.close()
      for (const request of pending.values())
        request.reject(new RelayError({ code: -1, message: 'The relay client is closed' }))
      pending.clear()
    },
  }
}
