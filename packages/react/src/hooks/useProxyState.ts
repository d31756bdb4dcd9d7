import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/**
 * A read-only snapshot of one of core's valtio states, re-rendering when it changes. Built on
 * `useSyncExternalStore` (valtio's own `useSnapshot` warns during React 18 server rendering).
 */
export function useProxyState<T extends object>(state: T): Snapshot<T> {
  const subscribeTo = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const read = useCallback(() => snapshot(state), [state])
  return useSyncExternalStore(subscribeTo, read, read)
}
