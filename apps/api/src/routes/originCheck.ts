import { Hono } from 'hono'
import { z } from 'zod'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from '../middleware/originAllowed.js'
import { validate } from '../middleware/validate.js'

/**
 * GET /origin-check?projectId=: whether the project exists and allows the asking page's origin. Any page may
 * read it (CORS `*`): a page on a refused origin cannot read the API's refusals, so the kit asks here to tell
 * the developer what is wrong. It says nothing about a project but these two facts.
 */
export function originCheckRoutes(projects: readonly ProjectConfig[]) {
  return new Hono().get('/origin-check', (c) => {
    const { projectId } = validate(
      z.object({ projectId: z.string().min(1).max(128) }),
      c.req.query(),
      'query',
    )
    const project = projects.find((p) => p.id === projectId)
    const origin = c.req.header('origin')
    return c.json(
      {
        project: project !== undefined,
        originAllowed: project !== undefined && (!origin || originAllowed(origin, project.allowedOrigins)),
      },
      200,
      { 'Cache-Control': 'no-store' },
    )
  })
}
