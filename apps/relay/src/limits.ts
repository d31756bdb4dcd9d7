// Every bound the relay enforces, with defaults sized for a small self-hosted relay. Each can be set through
// `startRelay({ limits })` or the environment (`RELAY_` + the name in SCREAMING_SNAKE_CASE, e.g.
// `RELAY_MAX_BYTES_TOTAL`); an option beats the environment, which beats the default.

export interface RelayLimits {
  /** Largest WebSocket frame accepted; a larger one closes the connection (code 1009). */
  maxFrameBytes: number
  /** Messages kept per topic. Over any stored bound, the publisher's own oldest messages go; if it has none, the publish is refused. */
  maxMessagesPerTopic: number
  /** Message bytes (UTF-8) kept per topic. */
  maxBytesPerTopic: number
  /** Messages kept per publishing client (its auth key). */
  maxMessagesPerClient: number
  /** Message bytes kept per publishing client. */
  maxBytesPerClient: number
  /** Messages kept in all. */
  maxMessagesTotal: number
  /** Message bytes kept in all. */
  maxBytesTotal: number
  /** Longest TTL a publish may ask for (longer ones are cut to it), in seconds. */
  maxTtlSeconds: number
  /** Entries in one batch request. */
  maxBatch: number
  /** Topics one connection may subscribe to. */
  maxSubscriptionsPerConnection: number
  /** Messages one fetch returns (`hasMore` says when more wait). */
  maxFetch: number
  /** Message bytes one fetch returns (at least one message); `hasMore` says when more wait. */
  maxFetchBytes: number
  /**
   * Requests per second per connection, with a burst of `connectionBurst`. Every frame costs one (malformed
   * ones and answers too); a batch one per entry; a fetch also one per message returned. Keep the burst at
   * least `maxBatch`, or the largest batches are always refused.
   */
  connectionRate: number
  connectionBurst: number
  /** The same over all connections of one address (an IPv6 address counts per /64). */
  ipRate: number
  ipBurst: number
  /** Frame bytes per second per connection, with a burst of `connectionBytesBurst`. */
  connectionBytesPerSecond: number
  connectionBytesBurst: number
  /** Frame bytes per second per address. */
  ipBytesPerSecond: number
  ipBytesBurst: number
  /** Open connections per address (an IPv6 address counts per /64). */
  maxConnectionsPerIp: number
  /** Open connections in all. */
  maxConnections: number
  /**
   * Bytes queued for sending (not yet handed to the operating system) per connection, per address and in all;
   * a connection that would pass one of them while it already has a queue (a subscriber not reading) is
   * dropped, and its messages wait in the mailbox.
   */
  maxSendBufferBytes: number
  maxSendBufferBytesPerIp: number
  maxSendBufferBytesTotal: number
  /** Longest lifetime of a client JWT (`exp` at most this far ahead), in seconds. */
  maxTokenLifetimeSeconds: number
  /** A WebSocket ping every this many ms; a connection that has not answered the previous one is dropped. */
  pingIntervalMs: number
  /** Expired messages are purged every this many ms. */
  purgeIntervalMs: number
}

const KiB = 1024
const MiB = 1024 * KiB

export const defaultLimits: RelayLimits = {
  maxFrameBytes: 512 * KiB,
  maxMessagesPerTopic: 200,
  maxBytesPerTopic: 2 * MiB,
  maxMessagesPerClient: 2_000,
  maxBytesPerClient: 8 * MiB,
  maxMessagesTotal: 100_000,
  maxBytesTotal: 128 * MiB,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatch: 500,
  maxSubscriptionsPerConnection: 5_000,
  maxFetch: 500,
  maxFetchBytes: 2 * MiB,
  connectionRate: 50,
  connectionBurst: 500,
  ipRate: 200,
  ipBurst: 2_000,
  connectionBytesPerSecond: 256 * KiB,
  connectionBytesBurst: 2 * MiB,
  ipBytesPerSecond: 1 * MiB,
  ipBytesBurst: 8 * MiB,
  maxConnectionsPerIp: 200,
  maxConnections: 10_000,
  maxSendBufferBytes: 1 * MiB,
  maxSendBufferBytesPerIp: 16 * MiB,
  maxSendBufferBytesTotal: 128 * MiB,
  maxTokenLifetimeSeconds: 24 * 60 * 60,
  pingIntervalMs: 20_000,
  purgeIntervalMs: 30_000,
}

/** `maxBytesTotal` → `RELAY_MAX_BYTES_TOTAL` */
export const envNameOf = (name: string) => `RELAY_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

/** The limits set in the environment; a value that is not a positive number throws, naming the variable. */
export function limitsFromEnv(env: Record<string, string | undefined>): Partial<RelayLimits> {
  const limits: Partial<RelayLimits> = {}
  for (const name of Object.keys(defaultLimits) as Array<keyof RelayLimits>) {
    const text = env[envNameOf(name)]
    if (text === undefined || text.trim() === '') continue
    const value = Number(text)
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${envNameOf(name)} must be a positive number, got ${text}`)
    limits[name] = value
  }
  return limits
}

/** A token bucket: `take(cost)` is false when the caller is over its rate (a cost above the burst never passes). */
export function createTokenBucket(rate: number, burst: number, now: () => number) {
  let tokens = burst
  let at = now()
  return {
    take(cost = 1): boolean {
      const t = now()
      tokens = Math.min(burst, tokens + ((t - at) / 1_000) * rate)
      at = t
      if (tokens < cost) return false
      tokens -= cost
      return true
    },
    /** Takes `cost` after the fact (work whose size was known only once done): the balance may go below zero. */
    spend(cost: number) {
      tokens -= cost
    },
  }
}
export type TokenBucket = ReturnType<typeof createTokenBucket>
