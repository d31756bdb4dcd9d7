import type { RelayClientOptions } from '../relayClient.js'

/** A request sent (or to send) to the relay, until it answers. */
export type Pending = {
  id: number
  method: string
  params: unknown
  resolve(result: unknown): void
  reject(error: Error): void
  /** Requests that are resent after a reconnect (publishes); others are dropped when the socket closes. */
  durable: boolean
  sentOn?: WebSocket
}

export const OPEN = 1

/** @internal What one relay client's steps share: its options, socket, subscriptions, pending requests. */
export type RelayClientContext = {
  options: RelayClientOptions
  Socket: typeof WebSocket | undefined
  now(): number
  /** First and largest wait before a reconnect, in ms. */
  backoff: { min: number; max: number }
  /** topic → subscription id (undefined until the relay gave one) */
  topics: Map<string, string | undefined>
  /** JSON-RPC id → request awaiting the relay's answer */
  pending: Map<number, Pending>
  /** Hashes of the messages handed over lately, so each is handed over once. */
  seen: Set<string>
  /** `ready()` calls waiting for the connection. */
  waiters: Set<() => void>
  socket: WebSocket | undefined
  closed: boolean
  /** Reconnects in a row, for the backoff. */
  attempt: number
  /** The pending reconnect. */
  timer: ReturnType<typeof setTimeout> | undefined
}

export function createRelayClientContext(options: RelayClientOptions): RelayClientContext {
  return {
    options,
    Socket: options.WebSocket ?? globalThis.WebSocket,
    now: options.now ?? Date.now,
    backoff: options.backoff ?? { min: 250, max: 10_000 },
    topics: new Map(),
    pending: new Map(),
    seen: new Set(),
    waiters: new Set(),
    socket: undefined,
    closed: false,
    attempt: 0,
    timer: undefined,
  }
}
