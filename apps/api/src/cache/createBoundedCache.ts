export type BoundedCacheOptions = {
  /** Entries kept at most; setting one more drops the least recently used. */
  maxEntries: number
  /** How long an entry is served after it was set. */
  ttlMs: number
  now?: () => number
}

export type BoundedCache<V> = {
  /** The entry, unless absent or older than the TTL (an expired entry is dropped). */
  get(key: string): V | undefined
  set(key: string, value: V): void
  readonly size: number
}

/**
 * An in-memory cache bounded in both entries and age: a Map in least-recently-used order (a hit moves its
 * key to the end; the first key goes when the bound is passed).
 *
 * @example
 * const cache = createBoundedCache<number>({ maxEntries: 2, ttlMs: 30_000 })
 * cache.set('a', 1)
 * cache.get('a') // 1, for 30 s
 */
export function createBoundedCache<V>({
  maxEntries,
  ttlMs,
  now = Date.now,
}: BoundedCacheOptions): BoundedCache<V> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('maxEntries must be a positive integer')
  const entries = new Map<string, { at: number; value: V }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (now() - entry.at >= ttlMs) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { at: now(), value })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    get size() {
      return entries.size
    },
  }
}
