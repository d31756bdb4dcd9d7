import type { ChainNamespace } from '../caip/types.js'
import type { StorageBackend } from '../storage/types.js'

export type DisconnectFlag = {
  /** The key in storage: `portico.<namespace>.disconnected`. */
  readonly key: string
  /** Whether the user disconnected on purpose; `reconnect` then restores nothing. Always false without storage. */
  isSet(): boolean
  /** Remembers an explicit disconnect. */
  set(): void
  /** Forgets it, after a connect the user asked for. */
  clear(): void
}

/**
 * Remembers an explicit disconnect across page loads, so an adapter's `reconnect` does not silently restore a
 * wallet that could not revoke its permission.
 *
 * @example
 * const disconnected = createDisconnectFlag('eip155', window.localStorage)
 * if (disconnected.isSet()) return undefined // in reconnect
 * disconnected.set() // in disconnect
 * disconnected.clear() // after connect
 */
export function createDisconnectFlag(
  namespace: ChainNamespace,
  storage: StorageBackend | undefined,
): DisconnectFlag {
  const key = `portico.${namespace}.disconnected`
  return {
    key,
    isSet: () => storage?.getItem(key) === 'true',
    set: () => storage?.setItem(key, 'true'),
    clear: () => storage?.removeItem(key),
  }
}
