import { webStorage } from './backends/webStorage.js'
import { type StorageItems, type StorageKey, storageValidators } from './items.js'
import type { StorageBackend } from './types.js'

export type CreateStorageParameters = {
  storage?: StorageBackend | undefined
  /** Key prefix; two configs with different prefixes never see each other's values. */
  key?: string | undefined
}

export type Storage = {
  readonly key: string
  /** Whether a server render reads the same values as the browser: the backend's `serverReadable`. */
  readonly serverReadable: boolean | undefined
  getItem<K extends StorageKey>(name: K): StorageItems[K] | undefined
  setItem<K extends StorageKey>(name: K, value: StorageItems[K]): void
  removeItem(name: StorageKey): void
}

/** Typed, prefixed storage. Corrupt or mistyped values read as `undefined` and are removed. */
export function createStorage({
  storage = webStorage(),
  key = 'portico',
}: CreateStorageParameters = {}): Storage {
  const fullKey = (name: StorageKey) => `${key}.${name}`
  return {
    key,
    serverReadable: storage.serverReadable,
    getItem(name) {
      const raw = safely(() => storage.getItem(fullKey(name)))
      if (raw == null) return undefined
      const value = safely(() => JSON.parse(raw) as unknown)
      if (value !== undefined && storageValidators[name](value)) return value
      safely(() => storage.removeItem(fullKey(name)))
      return undefined
    },
    setItem(name, value) {
      safely(() => storage.setItem(fullKey(name), JSON.stringify(value)))
    },
    removeItem(name) {
      safely(() => storage.removeItem(fullKey(name)))
    },
  }
}

function safely<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}
