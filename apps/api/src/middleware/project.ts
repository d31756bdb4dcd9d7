import { requestHeader } from '@portico/server-kit/http'
import type { Context, MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from './originAllowed.js'
import { clientIp, type RateLimiter, tooManyRequests } from './rateLimit.js'

export type ProjectVariables = { project: ProjectConfig }

/** A string field of a JSON body: the fungible-price and build-transaction posts carry `projectId` there. */
async function bodyField(c: Context, field: string): Promise<string | undefined> {
  if (c.req.method !== 'POST' || !requestHeader(c, 'content-type')?.includes('application/json'))
    return undefined
  try {
    // Hono caches the body, so the route can still read it.
    const body: unknown = JSON.parse(await c.req.text())
    const value =
      body && typeof body === 'object' && field in body ? (body as Record<string, unknown>)[field] : undefined
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Project id (query `projectId`, header `x-project-id`, or a JSON body's `projectId`) and origin checks,
 * then the rate limit: the client's own and the project's ceiling. The client is the network address
 * (`clientIp`: the socket's peer, or with `trustProxy` the address the service's own proxy saw), never an
 * account the request names: a caller names any account it likes, so naming a new one on each request would
 * make a new client each time and let one address spend the project's ceiling. One client takes at most half
 * the ceiling (the kit's limiter). Texts are the ones the kit maps to its alerts.
 */
export function projectGuard({
  findProject,
  limiter,
  trustProxy = false,
}: {
  findProject: (id: string) => ProjectConfig | undefined
  limiter: RateLimiter
  /** Read the client IP from `X-Forwarded-For` (the API sits behind a proxy of its own). */
  trustProxy?: boolean
}): MiddlewareHandler<{ Variables: ProjectVariables }> {
  return async (c, next) => {
    const id =
      c.req.query('projectId') ?? requestHeader(c, 'x-project-id') ?? (await bodyField(c, 'projectId'))
    const project = id ? findProject(id) : undefined
    if (!project) return c.json({ message: 'Unauthorized: invalid key' }, 403)
    const origin = requestHeader(c, 'origin')
    if (origin && !originAllowed(origin, project.allowedOrigins)) {
      return c.json({ message: 'Unauthorized: origin not allowed' }, 403)
    }
    // Set before the rate limit, so the project's own pages can read a 429 and its Retry-After.
    c.set('project', project)
    const verdict = await limiter.take(`${project.id}|ip|${clientIp(c, { trustProxy })}`, project.id)
    if (!verdict.ok) return tooManyRequests(c, verdict)
    await next()
  }
}
