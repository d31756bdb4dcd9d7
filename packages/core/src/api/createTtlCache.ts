export type TtlCache<V> = {
  get(key: string): V | undefined
  set(key: string, value: V): void
  delete(key: string): void
  clear(): void
}

/** An in-memory cache whose entries expire `ttl` ms after being set, by the given clock. */
export function createTtlCache<V>({ ttl, now }: { ttl: number; now: () => number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() < entry.expires) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value) {
      entries.set(key, { value, expires: now() + ttl })
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
