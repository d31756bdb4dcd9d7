import type { Context, MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from './originAllowed.js'
import { clientIp, type RateLimiter, tooManyRequests } from './rateLimit.js'

export type ProjectVariables = { project: ProjectConfig }

/**
 * A string field of a JSON body: the fungible-price and build-transaction posts carry `projectId` there, not
 * in the query, and the names and sessions posts carry an `address`.
 */
async function bodyField(c: Context, field: string): Promise<string | undefined> {
  if (c.req.method !== 'POST' || !c.req.header('content-type')?.includes('application/json')) return undefined
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

/** Routes whose path names an account: `/account/{address}/…`, `/identity/{address}`, `/reverse/{address}`, `/sessions/{address}`. */
const ACCOUNT_SEGMENT = /\/(?:account|identity|reverse|sessions)\/([^/]+)/

/**
 * Who a request counts against: the account it names (path segment, `address` query or JSON body field),
 * else the caller's IP. EVM addresses are compared in lower case.
 */
async function clientOf(c: Context, trustProxy: boolean): Promise<string> {
  const segment = ACCOUNT_SEGMENT.exec(c.req.path)?.[1]
  const address = segment ?? c.req.query('address') ?? (await bodyField(c, 'address'))
  if (!address) return `ip|${clientIp(c, { trustProxy })}`
  const key = address.slice(0, 200)
  return `address|${/^0x/i.test(key) ? key.toLowerCase() : key}`
}

/**
 * Project id (query `projectId`, header `x-project-id`, or a JSON body's `projectId`) and origin checks,
 * then the rate limit: the client's own (see `clientOf`) and the project's ceiling.
 * Texts are the ones the kit maps to its alerts.
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
    const id = c.req.query('projectId') ?? c.req.header('x-project-id') ?? (await bodyField(c, 'projectId'))
    const project = id ? findProject(id) : undefined
    if (!project) return c.json({ message: 'Unauthorized: invalid key' }, 403)
    const origin = c.req.header('origin')
    if (origin && !originAllowed(origin, project.allowedOrigins)) {
      return c.json({ message: 'Unauthorized: origin not allowed' }, 403)
    }
    // Set before the rate limit, so the project's own pages can read a 429 and its Retry-After.
    c.set('project', project)
    const verdict = await limiter.take(`${project.id}|${await clientOf(c, trustProxy)}`, project.id)
    if (!verdict.ok) return tooManyRequests(c, verdict)
    await next()
  }
}
