// Where relayed messages live until their TTL ends, and who has acknowledged them. The memory store serves one
// process; the PostgreSQL store lets several relay processes share mailboxes and hear each other's publishes.

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
  maxMessagesTotal: number
  /** Messages a single pending/fetch read returns at most. */
  maxFetch: number
}

export interface MessageStore {
  /**
   * Stores a message unless one with its id is already kept; returns true when it is new. A topic over its
   * bound, or the store over its total bound, drops its oldest messages. `publisher` counts as having
   * acknowledged the message, so it is never echoed back to its sender.
   */
  put(message: StoredMessage, publisher: string): Promise<boolean>
  /** Unexpired messages on `topics` that `clientId` has not acknowledged, oldest first, at most `limit`. */
  pending(clientId: string, topics: readonly string[], now: number, limit: number): Promise<StoredMessage[]>
  /** Records that `clientId` has received these messages. */
  ack(clientId: string, messageIds: readonly string[]): Promise<void>
  /** Drops expired messages (and their acknowledgements). */
  purge(now: number): Promise<void>
  /** Called for every new message put into the store, by this process or (for a shared store) another. */
  onMessage(listener: (message: StoredMessage, publisher: string) => void): void
  close(): Promise<void>
}

export function createMemoryStore(limits: StoreLimits): MessageStore {
  /** Every kept message in publish order, so the first is the oldest. */
  const all = new Map<string, StoredMessage>()
  /** topic → its messages in publish order */
  const byTopic = new Map<string, Map<string, StoredMessage>>()
  /** message id → client ids that have it */
  const acks = new Map<string, Set<string>>()
  const listeners: Array<(message: StoredMessage, publisher: string) => void> = []

  const remove = (message: StoredMessage) => {
    all.delete(message.id)
    acks.delete(message.id)
    const topic = byTopic.get(message.topic)
    topic?.delete(message.id)
    if (topic?.size === 0) byTopic.delete(message.topic)
  }

  return {
    async put(message, publisher) {
      if (all.has(message.id)) return false
      const topic = byTopic.get(message.topic) ?? new Map<string, StoredMessage>()
      byTopic.set(message.topic, topic)
      topic.set(message.id, message)
      all.set(message.id, message)
      acks.set(message.id, new Set([publisher]))
      while (topic.size > limits.maxMessagesPerTopic) {
        const oldest = topic.values().next().value
        if (oldest) remove(oldest)
      }
      while (all.size > limits.maxMessagesTotal) {
        const oldest = all.values().next().value
        if (oldest) remove(oldest)
      }
      for (const listener of listeners) listener(message, publisher)
      return true
    },
    async pending(clientId, topics, now, limit) {
      const found: StoredMessage[] = []
      for (const topic of new Set(topics)) {
        for (const m of byTopic.get(topic)?.values() ?? []) {
          if (m.expiresAt > now && !acks.get(m.id)?.has(clientId)) found.push(m)
        }
      }
      return found.sort((a, b) => a.publishedAt - b.publishedAt).slice(0, limit)
    },
    async ack(clientId, messageIds) {
      for (const id of messageIds) acks.get(id)?.add(clientId)
    },
    async purge(now) {
      for (const m of [...all.values()]) if (m.expiresAt <= now) remove(m)
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      all.clear()
      byTopic.clear()
      acks.clear()
    },
  }
}
