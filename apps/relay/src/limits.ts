// Every bound the relay enforces, with defaults sized for a small self-hosted relay.

export interface RelayLimits {
  /** Largest WebSocket frame accepted; a larger one closes the connection (code 1009). */
  maxFrameBytes: number
  /** Messages kept per topic; the oldest goes first. */
  maxMessagesPerTopic: number
  /** Messages kept in all; the oldest goes first. */
  maxMessagesTotal: number
  /** Longest TTL a publish may ask for (longer ones are cut to it), in seconds. */
  maxTtlSeconds: number
  /** Entries in one batch request. */
  maxBatch: number
  /** Topics one connection may subscribe to. */
  maxSubscriptionsPerConnection: number
  /** Messages one fetch returns (`hasMore` says when more wait). */
  maxFetch: number
  /** Requests per second per connection, with a burst of `connectionBurst`. */
  connectionRate: number
  connectionBurst: number
  /** Requests per second per IP address over all its connections, with a burst of `ipBurst`. */
  ipRate: number
  ipBurst: number
  /** Open connections per IP address. */
  maxConnectionsPerIp: number
  /** A WebSocket ping every this many ms; a connection that has not answered the previous one is dropped. */
  pingIntervalMs: number
  /** Expired messages are purged every this many ms. */
  purgeIntervalMs: number
}

export const defaultLimits: RelayLimits = {
  maxFrameBytes: 512 * 1024,
  maxMessagesPerTopic: 200,
  maxMessagesTotal: 100_000,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatch: 500,
  maxSubscriptionsPerConnection: 5_000,
  maxFetch: 500,
  connectionRate: 50,
  connectionBurst: 200,
  ipRate: 200,
  ipBurst: 1_000,
  maxConnectionsPerIp: 200,
  pingIntervalMs: 20_000,
  purgeIntervalMs: 30_000,
}

/** A token bucket: `take()` is false when the caller is over its rate. */
export function createTokenBucket(rate: number, burst: number, now: () => number) {
  let tokens = burst
  let at = now()
  return {
    take(): boolean {
      const t = now()
      tokens = Math.min(burst, tokens + ((t - at) / 1_000) * rate)
      at = t
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
export type TokenBucket = ReturnType<typeof createTokenBucket>
