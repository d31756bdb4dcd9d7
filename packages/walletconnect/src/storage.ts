/** Where the client keeps its keys, pairings and sessions: the `localStorage` shape. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives as long as the page (the default). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** JSON values under `prefix.name`; unreadable entries read as missing. */
export function createJsonStore(storage: KeyValueStorage, prefix: string) {
  return {
    read<value>(name: string): value | undefined {
      try {
        const text = storage.getItem(`${prefix}.${name}`)
        return text === null ? undefined : (JSON.parse(text) as value)
      } catch {
        return undefined
      }
    },
    write(name: string, value: unknown): void {
      try {
        storage.setItem(`${prefix}.${name}`, JSON.stringify(value))
      } catch {
        // A full or unavailable storage loses persistence, not the live session.
      }
    },
    remove(name: string): void {
      try {
        storage.removeItem(`${prefix}.${name}`)
      } catch {
        // As above.
      }
    },
  }
}
