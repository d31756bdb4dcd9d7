import { RelayError } from './errors.js'
import { open } from './relayClient/connection.js'
import { createRelayClientContext, OPEN } from './relayClient/context.js'
import { call, fetchMissed } from './relayClient/rpc.js'

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
  /**
   * Subscribes to `topic` (kept across reconnects) and fetches what was published while nobody listened. A
   * `fresh` topic (one this client just made from new random key material, as a pairing's) has nothing to fetch:
   * no one else knows it yet, so the fetch is skipped.
   */
  subscribe(topic: string, options?: { fresh?: boolean }): Promise<void>
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

/**
 * A WebSocket JSON-RPC client of a WalletConnect relay (`irn_*`): authenticates with a did:key JWT, keeps its
 * subscriptions across reconnects (backoff, resubscribe, fetch of messages missed while offline), acknowledges
 * every `irn_subscription` and hands each distinct message over once.
 *
 * The connection opens on first use and reopens after a drop while there is something to listen to or send.
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  // The steps live under `relayClient/`: the connection and its reconnects (`connection.ts`), requests, answers
  // and delivered messages (`rpc.ts`), over one context (`context.ts`).
  const context = createRelayClientContext(options)
  const reopen = () => open(context)
  const request = (method: string, params: unknown, durable?: boolean) =>
    call(context, reopen, method, params, durable)
  const { topics } = context

  return {
    async subscribe(topic, { fresh = false } = {}) {
      if (topics.has(topic)) return
      topics.set(topic, undefined)
      try {
        const id = await request('irn_subscribe', { topic })
        if (topics.has(topic)) topics.set(topic, String(id))
      } catch (error) {
        // The connection dropped before the answer: the topic stays and is subscribed again on reconnect.
        if (error instanceof RelayError && error.code === -1 && !context.closed) return
        topics.delete(topic)
        throw error
      }
      if (!fresh) await fetchMissed(context, reopen, topic).catch(() => undefined)
    },
    async unsubscribe(topic) {
      if (!topics.has(topic)) return
      const id = topics.get(topic)
      topics.delete(topic)
      if (id !== undefined && context.socket?.readyState === OPEN) {
        await request('irn_unsubscribe', { topic, id }).catch(() => undefined)
      }
    },
    async publish({ topic, message, tag, ttl, prompt }) {
      await request('irn_publish', { topic, message, ttl, tag, ...(prompt ? { prompt } : {}) }, true)
    },
    ready(timeout = 10_000) {
      if (context.socket?.readyState === OPEN) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(expiry)
          resolve()
        }
        const expiry = setTimeout(() => {
          context.waiters.delete(done)
          reject(new RelayError({ code: -1, message: `Could not reach the relay at ${options.relayUrl}` }))
        }, timeout)
        context.waiters.add(done)
        reopen()
      })
    },
    get connected() {
      return context.socket?.readyState === OPEN
    },
    get topics() {
      return [...topics.keys()]
    },
    close() {
      context.closed = true
      if (context.timer !== undefined) clearTimeout(context.timer)
      context.timer = undefined
      const ws = context.socket
      context.socket = undefined
      ws?.close()
      for (const pending of context.pending.values())
        pending.reject(new RelayError({ code: -1, message: 'The relay client is closed' }))
      context.pending.clear()
    },
  }
}
