import { createHttpClient, type HttpClientOptions } from './createHttpClient.js'
import type { AnalyticsEvent } from './types/analytics.js'

/** How long one analytics event may take before it is given up (the WalletConnect pulse figure): 5 s. */
export const ANALYTICS_TIMEOUT_MS = 5_000

export type AnalyticsClientOptions = Pick<
  HttpClientOptions,
  'timeout' | 'retryCount' | 'retryDelay' | 'onConfigError' | 'logger'
> & {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof globalThis.fetch | undefined
  /** Clock of default timestamps, in ms. Default `Date.now`. */
  now?: (() => number) | undefined
}

export type AnalyticsClient = {
  /** `POST /e`. Modal-created events (`props.event === 'MODAL_CREATED'`) are not sent. */
  sendEvent(event: AnalyticsEvent): Promise<void>
}

/** Sends analytics events with projectId, st and sv as query params. */
export function createAnalyticsClient({
  baseUrl,
  projectId,
  sdkType,
  sdkVersion,
  fetch,
  now = Date.now,
  timeout = ANALYTICS_TIMEOUT_MS,
  retryCount,
  retryDelay,
  onConfigError,
  logger,
}: AnalyticsClientOptions): AnalyticsClient {
  const http = createHttpClient({
    baseUrl,
    fetch,
    timeout,
    retryCount,
    retryDelay,
    onConfigError,
    logger,
    originCheckProjectId: projectId,
  })
  return {
    async sendEvent({ eventId, url, domain, timestamp, props }) {
      if (props.event === 'MODAL_CREATED') return
      const location = (globalThis as { location?: { href: string; hostname: string } }).location
      await http.post({
        path: '/e',
        params: { projectId, st: sdkType, sv: sdkVersion },
        body: {
          eventId: eventId ?? globalThis.crypto.randomUUID(),
          url: url ?? location?.href ?? '',
          domain: domain ?? location?.hostname ?? '',
          timestamp: timestamp ?? now(),
          props,
        },
      })
    },
  }
}
