import type { AlertController } from '../controllers/alerts.js'
import { HttpRequestError } from '../errors/http.js'
import type { EventBus } from '../events/createEventBus.js'
import type { EventName, PorticoEvent } from '../events/types.js'
import type { AnalyticsClient } from './createAnalyticsClient.js'
import type { CatalogueClient } from './createCatalogueClient.js'

/** The events sent to the analytics endpoint. Others (modal-created, connect, swap…) stay in the page. */
export const analyticsEventNames = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
] as const satisfies readonly EventName[]

export type AnalyticsTracker = {
  /** Resolves once every event tracked so far has been sent (or dropped). */
  settled(): Promise<void>
  /** Stops listening. */
  stop(): void
}

export type TrackAnalyticsParameters = {
  events: EventBus
  analytics: Pick<AnalyticsClient, 'sendEvent'>
  /** Where the project's analytics switch is read, once, on the first event. */
  catalogue: Pick<CatalogueClient, 'getAnalyticsConfig'>
  /** The app's own switch (`features.analytics`), asked at every event. */
  isEnabled: () => boolean
  /** The active account's address, sent with every event. */
  getAddress: () => string | undefined
  alerts: Pick<AlertController, 'show' | 'showForProviderText'>
}

/**
 * Sends the events of `analyticsEventNames` to the analytics endpoint, each as
 * `{ type: 'track', event, address, properties }` props, one after another in the order they happened.
 *
 * Nothing is requested before the first such event: that event reads the project's analytics switch
 * (a failed read switches analytics off for this config). A 403 from the endpoint shows its alert once
 * ('Invalid App Configuration' unless the answer names another) and stops sending. Any other failure drops
 * that one event: analytics never breaks the page.
 */
export function trackAnalytics({
  events,
  analytics,
  catalogue,
  isEnabled,
  getAddress,
  alerts,
}: TrackAnalyticsParameters): AnalyticsTracker {
  let projectEnabled: Promise<boolean> | undefined
  let stopped = false
  let queue: Promise<void> = Promise.resolve()
  let lastAddress: string | undefined

  const send = async ({ event, properties, timestamp }: PorticoEvent, address: string | undefined) => {
    projectEnabled ??= catalogue.getAnalyticsConfig().then((config) => config.isAnalyticsEnabled)
    if (!(await projectEnabled) || stopped) return
    try {
      await analytics.sendEvent({
        timestamp,
        props: { type: 'track', event, address, ...(properties ? { properties } : {}) },
      })
    } catch (error) {
      if (error instanceof HttpRequestError && error.status === 403) {
        stopped = true
        if (!alerts.showForProviderText(error.body)) alerts.show('invalidAppConfiguration')
      }
    }
  }

  const tracked: readonly EventName[] = analyticsEventNames
  // Every event is seen, so the address of the latest one is known when a disconnect has emptied it.
  const stop = events.subscribe((payload) => {
    const current = getAddress()
    const address = current ?? (payload.event.startsWith('DISCONNECT_') ? lastAddress : undefined)
    lastAddress = current ?? lastAddress
    if (stopped || !tracked.includes(payload.event) || !isEnabled()) return
    queue = queue.then(() => send(payload, address)).catch(() => undefined)
  })
  return { settled: () => queue, stop }
}
