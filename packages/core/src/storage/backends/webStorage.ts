import type { StorageBackend } from '../types.js'
import { memoryStorage } from './memory.js'

/**
 * `window.localStorage` (or `sessionStorage`), falling back to memory where it is missing
 * (server rendering) or throws (private modes, blocked storage).
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): StorageBackend {
  const fallback = memoryStorage()
  const target = (): Storage | undefined => {
    try {
      return typeof globalThis[kind] === 'object' ? globalThis[kind] : undefined
    } catch {
      return undefined
    }
  }
  return {
    serverReadable: false,
    getItem(key) {
      try {
        return target()?.getItem(key) ?? fallback.getItem(key)
      } catch {
        return fallback.getItem(key)
      }
    },
    setItem(key, value) {
      try {
        const storage = target()
        if (storage) return storage.setItem(key, value)
      } catch {}
      fallback.setItem(key, value)
    },
    removeItem(key) {
      try {
        target()?.removeItem(key)
      } catch {}
      fallback.removeItem(key)
    },
  }
}
