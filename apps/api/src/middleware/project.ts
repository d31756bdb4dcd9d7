import type { Context, MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from './originAllowed.js'
import type { createRateLimiter } from './rateLimit.js'

export type ProjectVariables = { project: ProjectConfig }

/** `projectId` of a JSON body: the fungible-price and build-transaction posts carry it there, not in the query. */
async function bodyProjectId(c: Context): Promise<string | undefined> {
  if (c.req.method !== 'POST' || !c.req.header('content-type')?.includes('application/json')) return undefined
  try {
    // Hono caches the body, so the route can still read it.
    const body: unknown = JSON.parse(await c.req.text())
    const id = body && typeof body === 'object' && 'projectId' in body ? body.projectId : undefined
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * Project id (query `projectId`, header `x-project-id`, or a JSON body's `projectId`) and origin checks,
 * then the project's rate limit.
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
    const id = c.req.query('projectId') ?? c.req.header('x-project-id') ?? (await bodyProjectId(c))
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
