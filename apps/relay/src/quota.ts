// The one eviction rule of both stores: a new message must fit its topic's, its publisher's and the relay's
// bounds (messages and bytes). Only the publisher's own oldest messages may make room — one client can never
// push out another client's messages — and when its own are not enough the message is refused.

/** What the rule needs to know of a kept message. */
export interface Victim {
  id: string
  topic: string
  publisher: string
  bytes: number
}

export interface EvictionScope {
  name: 'topic' | 'client' | 'relay'
  /** Messages and bytes kept in the scope now. */
  count: number
  bytes: number
  maxCount: number
  maxBytes: number
  contains(victim: Victim): boolean
  /** The publisher's own messages in the scope, oldest first. */
  own(): Iterable<Victim> | Promise<Iterable<Victim>>
}

/** A publish refused because a bound is full of other clients' messages (or the message alone exceeds it). */
export class StoreFullError extends Error {
  override readonly name = 'StoreFullError'
  constructor(readonly scope: EvictionScope['name']) {
    super(`mailbox full: the ${scope} holds no more messages from this client`)
  }
}

/** The messages to drop so that one more message of `bytes` fits every scope; throws `StoreFullError`. */
export async function planEviction(scopes: readonly EvictionScope[], bytes: number): Promise<Victim[]> {
  const victims = new Map<string, Victim>()
  for (const scope of scopes) {
    let count = scope.count + 1
    let size = scope.bytes + bytes
    for (const v of victims.values()) {
      if (!scope.contains(v)) continue
      count -= 1
      size -= v.bytes
    }
    if (count <= scope.maxCount && size <= scope.maxBytes) continue
    for (const v of await scope.own()) {
      if (count <= scope.maxCount && size <= scope.maxBytes) break
      if (victims.has(v.id)) continue
      victims.set(v.id, v)
      count -= 1
      size -= v.bytes
    }
    if (count > scope.maxCount || size > scope.maxBytes) throw new StoreFullError(scope.name)
  }
  return [...victims.values()]
}
