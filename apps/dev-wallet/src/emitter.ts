// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments
export type Listener = (...args: any[]) => void

/** The small event emitter behind the provider's on / removeListener. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          // A throwing listener must not break the wallet or the other listeners.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}

export type Emitter = ReturnType<typeof createEmitter>
