import { type StorageBackend, webStorage } from '@portico/core'
import type { SiwxSession } from './types.js'

/** The session tokens kept, by account (`<chainId>:<address in lower case>`). */
export type StoredSessions = Record<string, { token: string; session: SiwxSession }>

/**
 * Where `createSiwx` keeps its session tokens: one storage item holding every account's (the config's storage
 * and key prefix once attached, unless a storage was given).
 */
export function siwxTokenStore(storage: StorageBackend | undefined) {
  let backend = storage
  let key = 'portico.siwx'
  const store = {
    attach(configStorage: StorageBackend, storageKey: string): void {
      backend ??= configStorage
      key = `${storageKey}.siwx`
    },
    /** The name of an account's entry. */
    nameOf: (chainId: string, address: string) => `${chainId}:${address.toLowerCase()}`,
    read(): StoredSessions {
      try {
        const parsed = JSON.parse((backend ?? webStorage()).getItem(key) ?? '{}') as unknown
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as StoredSessions)
          : {}
      } catch {
        return {}
      }
    },
    write(sessions: StoredSessions): void {
      const target = backend ?? webStorage()
      if (Object.keys(sessions).length === 0) target.removeItem(key)
      else target.setItem(key, JSON.stringify(sessions))
    },
    /** Drops the entry `name`. */
    forget(name: string): void {
      const { [name]: _gone, ...others } = store.read()
      store.write(others)
    },
  }
  return store
}
