import { type EvictionScope, planEviction, type Victim } from './quota.js'

// Where relayed messages live until their TTL ends, and who has acknowledged them. The memory store serves one
// process; the PostgreSQL store lets several relay processes share mailboxes and hear each other's publishes.

export { StoreFullError } from './quota.js'

export interface StoredMessage {
  /** sha256 of topic and message, hex: the same message published twice on a topic is stored once. */
  id: string
  topic: string
  message: string
  tag: number
  /** ms since the epoch */
  publishedAt: number
  /** ms since the epoch */
  expiresAt: number
  attestation: string | null
}

export interface StoreLimits {
  maxMessagesPerTopic: number
  maxBytesPerTopic: number
  maxMessagesPerClient: number
  maxBytesPerClient: number
  maxMessagesTotal: number
  maxBytesTotal: number
}

export interface PendingOptions {
  /** Messages returned at most. */
  limit: number
  /** Message bytes returned at most (the first message is returned whatever its size). */
  maxBytes: number
  /** Message ids left out (handed to this connection, not yet confirmed). */
  exclude?: ReadonlySet<string>
}

export interface MessageStore {
  /**
   * Stores a message unless one with its id is already kept; returns true when it is new. Over a bound (per
   * topic, per publisher, in total; in messages and bytes) the publisher's own oldest messages go; when that
   * is not enough it throws `StoreFullError` and stores nothing. `publisher` counts as having acknowledged the
   * message, so it is never echoed back to its sender.
   */
  put(message: StoredMessage, publisher: string): Promise<boolean>
  /** Unexpired messages on `topics` that `clientId` has not acknowledged, oldest first, within `options`. */
  pending(
    clientId: string,
    topics: readonly string[],
    now: number,
    options: PendingOptions,
  ): Promise<StoredMessage[]>
  /** Records that `clientId` has received these messages. */
  ack(clientId: string, messageIds: readonly string[]): Promise<void>
  /** Drops expired messages (and their acknowledgements). */
  purge(now: number): Promise<void>
  /** Called for every new message put into the store, by this process or (for a shared store) another. */
  onMessage(listener: (message: StoredMessage, publisher: string) => void): void
  close(): Promise<void>
}

/** What a message weighs against the byte bounds: its text and attestation in UTF-8. */
export const bytesOf = (message: Pick<StoredMessage, 'message' | 'attestation'>) =>
  Buffer.byteLength(message.message) + Buffer.byteLength(message.attestation ?? '')

type Entry = StoredMessage & Victim & { seq: number }
type Usage = { count: number; bytes: number }

export function createMemoryStore(limits: StoreLimits): MessageStore {
  /** Every kept message in publish order, so the first is the oldest. */
  const all = new Map<string, Entry>()
  /** topic → its messages in publish order */
  const byTopic = new Map<string, Map<string, Entry>>()
  /** publisher → its messages in publish order */
  const byPublisher = new Map<string, Map<string, Entry>>()
  const topicUsage = new Map<string, Usage>()
  const publisherUsage = new Map<string, Usage>()
  const total: Usage = { count: 0, bytes: 0 }
  /** message id → client ids that have it */
  const acks = new Map<string, Set<string>>()
  const listeners: Array<(message: StoredMessage, publisher: string) => void> = []
  let seq = 0

  const index = <K>(map: Map<K, Map<string, Entry>>, key: K) => {
    const inner = map.get(key) ?? new Map<string, Entry>()
    map.set(key, inner)
    return inner
  }
  const count = (usage: Map<string, Usage>, key: string, entry: Entry, sign: 1 | -1) => {
    const u = usage.get(key) ?? { count: 0, bytes: 0 }
    u.count += sign
    u.bytes += sign * entry.bytes
    if (u.count === 0) usage.delete(key)
    else usage.set(key, u)
  }
  const unindex = (map: Map<string, Map<string, Entry>>, key: string, id: string) => {
    const inner = map.get(key)
    inner?.delete(id)
    if (inner?.size === 0) map.delete(key)
  }
  const remove = (id: string) => {
    const entry = all.get(id)
    if (!entry) return
    all.delete(id)
    acks.delete(id)
    unindex(byTopic, entry.topic, id)
    unindex(byPublisher, entry.publisher, id)
    count(topicUsage, entry.topic, entry, -1)
    count(publisherUsage, entry.publisher, entry, -1)
    total.count -= 1
    total.bytes -= entry.bytes
  }
  const add = (entry: Entry) => {
    all.set(entry.id, entry)
    index(byTopic, entry.topic).set(entry.id, entry)
    index(byPublisher, entry.publisher).set(entry.id, entry)
    count(topicUsage, entry.topic, entry, 1)
    count(publisherUsage, entry.publisher, entry, 1)
    total.count += 1
    total.bytes += entry.bytes
  }

  return {
    async put(message, publisher) {
      if (all.has(message.id)) return false
      const entry: Entry = { ...message, publisher, bytes: bytesOf(message), seq: seq++ }
      const own = () => byPublisher.get(publisher)?.values() ?? []
      const scopes: EvictionScope[] = [
        {
          name: 'topic',
          ...(topicUsage.get(message.topic) ?? { count: 0, bytes: 0 }),
          maxCount: limits.maxMessagesPerTopic,
          maxBytes: limits.maxBytesPerTopic,
          contains: (v) => v.topic === message.topic,
          own: () =>
            [...(byTopic.get(message.topic)?.values() ?? [])].filter((m) => m.publisher === publisher),
        },
        {
          name: 'client',
          ...(publisherUsage.get(publisher) ?? { count: 0, bytes: 0 }),
          maxCount: limits.maxMessagesPerClient,
          maxBytes: limits.maxBytesPerClient,
          contains: (v) => v.publisher === publisher,
          own,
        },
        {
          name: 'relay',
          ...total,
          maxCount: limits.maxMessagesTotal,
          maxBytes: limits.maxBytesTotal,
          contains: () => true,
          own,
        },
      ]
      const victims = await planEviction(scopes, entry.bytes)
      for (const victim of victims) remove(victim.id)
      add(entry)
      acks.set(message.id, new Set([publisher]))
      for (const listener of listeners) listener(message, publisher)
      return true
    },
    async pending(clientId, topics, now, { limit, maxBytes, exclude }) {
      // Each topic's messages are in publish order: merge them oldest first and stop at the limit, so a
      // fetch walks what it returns (and the messages this client already has), not every kept message.
      const heads: Array<{ next: Entry; rest: Iterator<Entry> }> = []
      const wanted = (m: Entry) => m.expiresAt > now && !acks.get(m.id)?.has(clientId) && !exclude?.has(m.id)
      const advance = (rest: Iterator<Entry>) => {
        for (let step = rest.next(); !step.done; step = rest.next()) if (wanted(step.value)) return step.value
        return undefined
      }
      for (const topic of new Set(topics)) {
        const rest = byTopic.get(topic)?.values()
        const next = rest && advance(rest)
        if (rest && next) heads.push({ next, rest })
      }
      const found: StoredMessage[] = []
      let bytes = 0
      while (heads.length > 0 && found.length < limit) {
        let oldest = 0
        for (let i = 1; i < heads.length; i++)
          if ((heads[i]?.next.seq ?? 0) < (heads[oldest]?.next.seq ?? 0)) oldest = i
        const head = heads[oldest]
        if (!head) break
        if (found.length > 0 && bytes + head.next.bytes > maxBytes) break
        const { publisher: _p, bytes: size, seq: _s, ...message } = head.next
        found.push(message)
        bytes += size
        const next = advance(head.rest)
        if (next) head.next = next
        else heads.splice(oldest, 1)
      }
      return found
    },
    async ack(clientId, messageIds) {
      for (const id of messageIds) acks.get(id)?.add(clientId)
    },
    async purge(now) {
      for (const m of [...all.values()]) if (m.expiresAt <= now) remove(m.id)
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      all.clear()
      byTopic.clear()
      byPublisher.clear()
      acks.clear()
    },
  }
}
