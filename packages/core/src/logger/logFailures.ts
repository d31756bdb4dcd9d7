import type { EventBus } from '../events/createEventBus.js'
import type { EventName } from '../events/types.js'
import type { Logger } from './createLogger.js'

/** The events that report a failure; each is logged as an error with its message. */
export const failureEvents: readonly EventName[] = [
  'CONNECT_ERROR',
  'DISCONNECT_ERROR',
  'SEND_ERROR',
  'SWAP_ERROR',
  'SIWX_AUTH_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
]

/**
 * Writes the config's failure events to its logger: the event and the error's message only (the event's
 * other properties, such as amounts and addresses, stay out of the log). Returns the unsubscribe function.
 */
export function logFailures(events: EventBus, logger: Logger): () => void {
  return events.subscribe(({ event, properties }) => {
    const message = properties?.message
    logger.error('core', event, typeof message === 'string' ? { message } : undefined)
  }, failureEvents)
}
