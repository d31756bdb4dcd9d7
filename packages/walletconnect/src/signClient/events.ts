import type { SignClientEvent, SignClientEvents } from '../types.js'
import type { SignClientContext } from './context.js'

/** `SignClient.on`: adds a listener; returns the function that removes it. */
export function on<event extends SignClientEvent>(
  context: SignClientContext,
  event: event,
  listener: (payload: SignClientEvents[event]) => void,
): () => void {
  const set = context.listeners.get(event) ?? new Set()
  context.listeners.set(event, set)
  set.add(listener as (payload: never) => void)
  return () => void set.delete(listener as (payload: never) => void)
}
