import { type Config, isFeatureAvailable } from '@portico/core'

const scheduled = new WeakMap<Config, Promise<boolean>>()

/** At the latest this long (ms) after the modal is created, the prefetch runs even if the page never idles. */
export const PREFETCH_IDLE_TIMEOUT = 3000

/**
 * Prefetches the wallet catalogue once per config when the page is idle (`requestIdleCallback`, at most
 * `PREFETCH_IDLE_TIMEOUT` ms; a timer where the browser has none), unless a stored connection was restored
 * (a connected person does not browse wallets) or the catalogue is not available. The prefetch's code is
 * not in the first bundle: it loads with a dynamic import at that moment. Resolves, once that moment came,
 * to whether it prefetched (every call for a config answers the first one's promise).
 */
export function prefetchCatalogueOnIdle(config: Config): Promise<boolean> {
  const known = scheduled.get(config)
  if (known) return known
  const done = new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: PREFETCH_IDLE_TIMEOUT })
    else setTimeout(resolve, PREFETCH_IDLE_TIMEOUT)
  })
    .then(() => config.ready)
    .then(async () => {
      if (config.isConnected() || !isFeatureAvailable(config, 'allWallets')) return false
      const { prefetchCatalogue } = await import('../views/allWallets/cataloguePrefetch.js')
      await prefetchCatalogue(config)
      return true
    })
    // A prefetch that fails leaves nothing behind: All wallets asks again when opened.
    .catch(() => false)
  scheduled.set(config, done)
  return done
}
