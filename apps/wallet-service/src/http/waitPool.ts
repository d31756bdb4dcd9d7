/** The held long-poll requests of one server: how many in all, per client (IP) and per key (a device link). */
export type WaitPool = {
  /**
   * Takes a place for a request of `client` waiting on `key`: a release function, or why it may not be held
   * ('full': the pool's ceiling; 'client' or 'key': that one's share is taken).
   */
  enter(client: string, key: string): { release: () => void } | { refused: 'full' | 'client' | 'key' }
  /** Requests held now. */
  readonly held: number
}

export type WaitPoolLimits = { maxConcurrent: number; maxPerClient: number; maxPerDevice: number }

/**
 * Counts held requests so no one client and no one device link can fill the pool.
 *
 * @example
 * const place = pool.enter(clientIp(c), `${email}|${deviceId}`)
 * if ('refused' in place) return tooMany()
 * try { … } finally { place.release() }
 */
export function createWaitPool({ maxConcurrent, maxPerClient, maxPerDevice }: WaitPoolLimits): WaitPool {
  let held = 0
  const byClient = new Map<string, number>()
  const byKey = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta
    if (next > 0) map.set(key, next)
    else map.delete(key)
  }
  return {
    enter(client, key) {
      if (held >= maxConcurrent) return { refused: 'full' }
      if ((byClient.get(client) ?? 0) >= maxPerClient) return { refused: 'client' }
      if ((byKey.get(key) ?? 0) >= maxPerDevice) return { refused: 'key' }
      held++
      add(byClient, client, 1)
      add(byKey, key, 1)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          held--
          add(byClient, client, -1)
          add(byKey, key, -1)
        },
      }
    },
    get held() {
      return held
    },
  }
}
