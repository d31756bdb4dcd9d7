export type BoundedCacheOptions<V> = {
  /** Entries kept at most; setting one more drops the least recently used. */
  maxEntries: number
  /** Approximate bytes kept at most (see `sizeOf`); past it the least recently used go. */
  maxBytes: number
  /** How long an entry is served after it was set. */
  ttlMs: number
  /** An entry's approximate size in bytes; default its key's and its value's JSON length. */
  sizeOf?: (value: V) => number
  now?: () => number
}

export type BoundedCache<V> = {
  /** The entry, unless absent or older than the TTL (an expired entry is dropped). */
  get(key: string): V | undefined
  /** Keeps the entry, unless it alone is bigger than `maxBytes`. */
  set(key: string, value: V): void
  delete(key: string): void
  readonly size: number
  /** Approximate bytes held, by `sizeOf`. */
  readonly bytes: number
}

/** JSON length of a value (bigints as their digits; what JSON cannot write counts 0). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))?.length ?? 0
  } catch {
    return 0
  }
}

const positiveInteger = (name: string, value: number) => {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`)
}

/**
 * An in-memory cache bounded in entries, bytes and age: a Map in least-recently-used order (a hit moves its
 * key to the end; the first keys go when a bound is passed).
 *
 * @example
 * const cache = createBoundedCache<number>({ maxEntries: 2, maxBytes: 1024, ttlMs: 30_000 })
 * cache.set('a', 1)
 * cache.get('a') // 1, for 30 s
 */
export function createBoundedCache<V>({
  maxEntries,
  maxBytes,
  ttlMs,
  sizeOf = jsonLength,
  now = Date.now,
}: BoundedCacheOptions<V>): BoundedCache<V> {
  positiveInteger('maxEntries', maxEntries)
  positiveInteger('maxBytes', maxBytes)
  const entries = new Map<string, { at: number; value: V; bytes: number }>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (now() - entry.at >= ttlMs) {
        bytes -= entry.bytes
        return undefined
      }
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      remove(key)
      const size = key.length + sizeOf(value)
      if (size > maxBytes) return
      entries.set(key, { at: now(), value, bytes: size })
      bytes += size
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        remove(oldest.value)
      }
    },
    delete: remove,
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
