/** Where stored values live. Synchronous so state can be restored before first paint. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
