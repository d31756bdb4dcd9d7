import { Hono } from 'hono'
import { z } from 'zod'
import type { ProjectConfig } from '../config.js'
import { insertAnalyticsEvent } from '../db/analytics.js'
import type { Database } from '../db/database.js'
import type { ProjectVariables } from '../middleware/project.js'
import { jsonBody, validate } from '../middleware/validate.js'

const eventSchema = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2000),
  domain: z.string().max(255),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()).default({}),
})

/** POST /e: stores one analytics event for the project, unless the project switched analytics off. */
export function analyticsRoutes({
  db,
  isAnalyticsEnabled,
}: {
  db: Database
  isAnalyticsEnabled: (project: ProjectConfig) => boolean
}) {
  return new Hono<{ Variables: ProjectVariables }>().post('/e', async (c) => {
    const event = validate(eventSchema, await jsonBody(c), 'body')
    const project = c.get('project')
    if (!isAnalyticsEnabled(project)) return c.json({ stored: false }, 202)
    if (JSON.stringify(event.props).length > 10_000)
      return c.json({ message: 'props too large', field: 'body.props' }, 400)
    await insertAnalyticsEvent(db, { projectId: project.id, ...event })
    return c.json({ stored: true }, 202)
  })
}
