import { type EvictionScope, planEviction, type Victim } from './quota.js'
import { createTopicIndex } from './topicIndex.js'

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
  /** message id → client ids that have it */
  const acks = new Map<string, Set<string>>()
  /** topic → its messages in publish order, and each client's acknowledged mark per topic */
  const byTopic = createTopicIndex<Entry>((m, clientId) => acks.get(m.id)?.has(clientId) ?? false)
  /** publisher → its messages in publish order */
  const byPublisher = new Map<string, Map<string, Entry>>()
  const topicUsage = new Map<string, Usage>()
  const publisherUsage = new Map<string, Usage>()
  const total: Usage = { count: 0, bytes: 0 }
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
    byTopic.remove(entry)
    unindex(byPublisher, entry.publisher, id)
    count(topicUsage, entry.topic, entry, -1)
    count(publisherUsage, entry.publisher, entry, -1)
    total.count -= 1
    total.bytes -= entry.bytes
  }
  const add = (entry: Entry) => {
    all.set(entry.id, entry)
    byTopic.add(entry)
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
          own: () => byTopic.messages(message.topic).filter((m) => m.publisher === publisher),
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
      byTopic.advance(publisher, message.topic)
      for (const listener of listeners) listener(message, publisher)
      return true
    },
    async pending(clientId, topics, now, { limit, maxBytes, exclude }) {
      const found: StoredMessage[] = []
      let bytes = 0
      byTopic.collect(
        clientId,
        topics,
        (m) => m.expiresAt > now && !acks.get(m.id)?.has(clientId) && !exclude?.has(m.id),
        (m) => {
          if (found.length >= limit || (found.length > 0 && bytes + m.bytes > maxBytes)) return false
          const { publisher: _publisher, bytes: size, seq: _seq, ...message } = m
          found.push(message)
          bytes += size
          return true
        },
      )
      return found
    },
    async ack(clientId, messageIds) {
      const touched = new Set<string>()
      for (const id of messageIds) {
        const entry = all.get(id)
        if (!entry) continue
        acks.get(id)?.add(clientId)
        touched.add(entry.topic)
      }
      for (const topic of touched) byTopic.advance(clientId, topic)
    },
    async purge(now) {
      for (const m of [...all.values()]) if (m.expiresAt <= now) remove(m.id)
      byTopic.sweep()
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
