import type { EventName, PorticoEvent } from './types.js'

export type EventBus = {
  emit(event: EventName, properties?: Record<string, unknown>): void
  /** Every event, or only those named. Returns an unsubscribe function. */
  subscribe(listener: (event: PorticoEvent) => void, only?: readonly EventName[]): () => void
}

/** A per-config event bus. A throwing listener never stops the others or the emitter. */
export function createEventBus({ now = Date.now }: { now?: () => number } = {}): EventBus {
  const listeners = new Set<{
    listener: (event: PorticoEvent) => void
    only?: readonly EventName[] | undefined
  }>()
  return {
    emit(event, properties) {
      const payload: PorticoEvent = { event, properties, timestamp: now() }
      for (const entry of [...listeners]) {
        if (entry.only && !entry.only.includes(event)) continue
        try {
          entry.listener(payload)
        } catch {
          // A listener's bug is its own.
        }
      }
    },
    subscribe(listener, only) {
      const entry = { listener, only }
      listeners.add(entry)
      return () => void listeners.delete(entry)
    },
  }
}
