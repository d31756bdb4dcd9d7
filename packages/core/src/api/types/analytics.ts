// One analytics event (`POST /e`).

export type AnalyticsEvent = {
  /** Default: a random UUID. */
  eventId?: string | undefined
  /** Default: the page's `location.href` ('' outside a browser). */
  url?: string | undefined
  /** Default: the page's `location.hostname`. */
  domain?: string | undefined
  /** Default: `now()`. */
  timestamp?: number | undefined
  /** Event data and address, e.g. `{ type: 'track', event: 'SEND_SUCCESS', address }`. */
  props: Record<string, unknown>
}
