import type { DevWalletOptions } from './types.js'

export type PermissionStorage = NonNullable<DevWalletOptions['permissionStorage']>

/**
 * What a site was allowed, kept under `key` in `storage` (e.g. `localStorage`) so that a reload reconnects
 * silently, as real wallets remember the sites they trust. The grant is a list of names (addresses, purposes);
 * without storage nothing outlives the page.
 */
export function rememberedPermission(storage: PermissionStorage | undefined, key: string) {
  return {
    /** The names granted, or undefined when nothing (readable) is stored. */
    read(): string[] | undefined {
      try {
        const stored: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
        return Array.isArray(stored) && stored.every((each) => typeof each === 'string') ? stored : undefined
      } catch {
        return undefined
      }
    },
    write(granted: readonly string[]) {
      storage?.setItem(key, JSON.stringify(granted))
    },
    clear() {
      storage?.removeItem(key)
    },
  }
}
