import type { Context, MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../config.js'
import { AuthError } from '../errors.js'

/**
 * Whether `origin` is the service's own: `publicUrl`'s origin when one is configured, else an origin naming the
 * request's own `Host` (the frame calls the service from the service's own page).
 */
export function isOwnOrigin(origin: string, c: Context, publicUrl: string | undefined): boolean {
  if (publicUrl) return origin === new URL(publicUrl).origin
  try {
    const url = new URL(origin)
    return url.origin === origin && url.host === c.req.header('host')
  } catch {
    return false
  }
}

/**
 * The guard of the `/v1` API, which only the frame calls, from the service's own origin (no CORS): a request
 * whose `Origin` is present and another origin's is refused, and so is one without a known `?projectId=`
 * (403 ORIGIN_NOT_ALLOWED). Sets `project`.
 */
export function v1Guard({
  projects,
  publicUrl,
}: {
  projects: readonly ProjectConfig[]
  publicUrl: string | undefined
}): MiddlewareHandler<{ Variables: { project: ProjectConfig } }> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && !isOwnOrigin(origin, c, publicUrl)) {
      throw new AuthError(403, 'Cross-origin requests are refused', 'ORIGIN_NOT_ALLOWED')
    }
    const id = c.req.query('projectId')
    const project = projects.find((p) => p.id === id)
    if (!project) throw new AuthError(403, 'Unknown project', 'ORIGIN_NOT_ALLOWED')
    c.set('project', project)
    await next()
  }
}
