import type { StorageBackend } from '../types.js'

/** In-memory storage: tests, workers, and the fallback when nothing else is available. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageBackend & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  }
}
