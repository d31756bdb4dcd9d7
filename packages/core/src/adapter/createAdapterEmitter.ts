import type { AdapterEvent, ChainAdapter } from './types.js'

export type AdapterEmitter = {
  /** Calls every listener with `event`; a listener added or removed meanwhile does not change this round. */
  emit(event: AdapterEvent): void
  /** An adapter's `subscribe`: adds a listener and returns its unsubscribe function. */
  subscribe: ChainAdapter['subscribe']
  /** The wallet dropped every account: `accounts` with none, then `disconnect`. */
  emitDisconnect(): void
  /** Forgets every listener (an adapter's `destroy`). */
  clear(): void
}

/**
 * The event plumbing of an adapter: its listeners, `emit`, and the `subscribe` that `ChainAdapter` asks for.
 *
 * @example
 * const emitter = createAdapterEmitter()
 * const adapter = { subscribe: emitter.subscribe, ... }
 * emitter.emit({ type: 'network', caipNetworkId: 'eip155:1' })
 */
export function createAdapterEmitter(): AdapterEmitter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  return {
    emit,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emitDisconnect() {
      emit({ type: 'accounts', accounts: [] })
      emit({ type: 'disconnect' })
    },
    clear: () => listeners.clear(),
  }
}
