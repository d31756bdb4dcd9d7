import { requestHeader } from '@portico/server-kit/http'
import type { Context, MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { originAllowed } from './originAllowed.js'
import type { ProjectVariables } from './project.js'

export type CorsParameters = {
  /** The configured projects, whose `allowedOrigins` decide who may read. */
  projects: readonly ProjectConfig[]
  /**
   * Path prefixes that need no project and serve public data (Esplora, catalogue images): any origin may
   * read them.
   */
  publicPaths?: readonly string[] | undefined
}

/**
 * Cross-origin reading, decided per answer. Only a project's allowed origins are ever named:
 * - any answer (data or error) is readable by an origin the request's project allows (the project guard
 *   accepted it and set `project`); by no other origin — a refused origin reads nothing, not even the refusal;
 * - public data (Esplora, catalogue images) and the origin check (`/origin-check`: is this page's origin
 *   allowed?) are readable by any page: `Access-Control-Allow-Origin: *`, never an echo;
 * - a preflight (`OPTIONS`) answers only an origin that the project in its query (`projectId`) allows, or,
 *   without one, that some project allows (a preflight carries neither the body nor the headers that name
 *   the project); on a public path, `*`.
 * A page on a refused origin cannot read why its requests fail; the kit asks `/origin-check` then and shows
 * 'Invalid App Configuration'.
 */
export function cors({ projects, publicPaths = [] }: CorsParameters): MiddlewareHandler<{
  Variables: Partial<ProjectVariables>
}> {
  const isPublic = (path: string) => publicPaths.some((prefix) => path.startsWith(prefix))
  const preflightAllows = (c: Context, origin: string) => {
    if (isPublic(c.req.path)) return true
    const id = c.req.query('projectId')
    const candidates = id === undefined ? projects : projects.filter((project) => project.id === id)
    return candidates.some((project) => originAllowed(origin, project.allowedOrigins))
  }
  return async (c, next) => {
    const origin = requestHeader(c, 'origin')
    if (c.req.method === 'OPTIONS') {
      c.header('Vary', 'Origin')
      if (origin && preflightAllows(c, origin)) {
        c.header('Access-Control-Allow-Origin', isPublic(c.req.path) ? '*' : origin)
        c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
        c.header(
          'Access-Control-Allow-Headers',
          requestHeader(c, 'access-control-request-headers') ?? 'content-type',
        )
        c.header('Access-Control-Max-Age', '600')
      }
      return c.body(null, 204)
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (!origin) return
    if (isPublic(c.req.path)) {
      c.res.headers.set('Access-Control-Allow-Origin', '*')
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After')
      return
    }
    const project = c.get('project')
    if (project !== undefined && originAllowed(origin, project.allowedOrigins)) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After')
    }
  }
}
