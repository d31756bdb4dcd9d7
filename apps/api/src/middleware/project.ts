import type { MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from './originAllowed.js'
import type { createRateLimiter } from './rateLimit.js'

export type ProjectVariables = { project: ProjectConfig }

/**
 * Project id (query `projectId` or header `x-project-id`) and origin checks, then the project's rate limit.
 * Texts are the ones the kit maps to its alerts.
 */
export function projectGuard({
  findProject,
  limiter,
}: {
  findProject: (id: string) => ProjectConfig | undefined
  limiter: ReturnType<typeof createRateLimiter>
}): MiddlewareHandler<{ Variables: ProjectVariables }> {
  return async (c, next) => {
    const id = c.req.query('projectId') ?? c.req.header('x-project-id')
    const project = id ? findProject(id) : undefined
    if (!project) return c.json({ message: 'Unauthorized: invalid key' }, 403)
    const origin = c.req.header('origin')
    if (origin && !originAllowed(origin, project.allowedOrigins)) {
      return c.json({ message: 'Unauthorized: origin not allowed' }, 403)
    }
    const verdict = limiter.take(project.id)
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfter))
      return c.json({ message: 'Too many requests' }, 429)
    }
    c.set('project', project)
    await next()
  }
}
