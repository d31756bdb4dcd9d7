/** Where stored values live. Synchronous so state can be restored before first paint. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /**
   * Whether a server render can read what the browser stored: true for cookies (sent with the request), false
   * for `localStorage`/`sessionStorage` (browser only), unset where nothing outlives the page (memory). Apps
   * that render on the server need a readable one, or a returning visitor's first render differs from the
   * server's and React reports a hydration error.
   */
  readonly serverReadable?: boolean | undefined
}
