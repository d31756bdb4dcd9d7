import type { Database } from './database.js'

export type AnalyticsEvent = {
  projectId: string
  eventId: string
  url: string
  domain: string
  /** When the event happened, in ms since the epoch (as the client reports it). */
  timestamp: number
  props: Record<string, unknown>
}

/** Stores one analytics event. */
export async function insertAnalyticsEvent(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.query(
    'insert into analytics_events (project_id, event_id, url, domain, timestamp_ms, props) values ($1, $2, $3, $4, $5, $6)',
    [event.projectId, event.eventId, event.url, event.domain, event.timestamp, JSON.stringify(event.props)],
  )
}
