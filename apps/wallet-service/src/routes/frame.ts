import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from '../context.js'
import { originAllowed, parseOrigin } from '../http/originAllowed.js'
import { frameCsp, framePage, frameRefusalPage } from '../pages/framePage.js'

/** This package's `dist/`, where `scripts/bundle.mjs` writes the frame's bundle. */
export const defaultFrameDir = fileURLToPath(new URL('../../dist/', import.meta.url))

export const FRAME_BUNDLE_MISSING = 'frame bundle missing: run pnpm --filter @portico/wallet-service build'

const frameQuery = z.object({
  projectId: z.string().min(1).max(128),
  origin: z.string().max(256),
  chainId: z.string().max(128).default(''),
  version: z.string().max(64).default(''),
  logger: z.enum(['0', '1']).default('0'),
})

/** A bundle file read once per change (by size and modification time). */
function bundleFile(path: string) {
  let cached: { key: string; body: Uint8Array<ArrayBuffer> } | undefined
  return async (): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string } | undefined> => {
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const key = `${info.size}-${Math.floor(info.mtimeMs)}`
    if (cached?.key !== key) cached = { key, body: new Uint8Array(await readFile(path)) }
    return { body: cached.body, etag: `"${key}"` }
  }
}

/**
 * The frame: its page (`GET /frame`, only for a known project embedded by one of its origins), its bundle
 * (`/frame.js`, `/frame.css`) and the kit's check before making it (`GET /v1/frame/check`, readable by any page).
 */
export function frameRoutes(ctx: AuthContext) {
  const dir = ctx.config.frameDir ?? defaultFrameDir
  const script = bundleFile(join(dir, 'frame.js'))
  const stylesheet = bundleFile(join(dir, 'frame.css'))
  const findProject = (id: string | undefined) => ctx.config.projects.find((project) => project.id === id)
  const app = new Hono()

  app.get('/frame', async (c) => {
    const query = frameQuery.safeParse(c.req.query())
    if (!query.success) return c.html(frameRefusalPage('Invalid frame parameters'), 400)
    const { projectId, chainId, version, logger } = query.data
    const project = findProject(projectId)
    if (!project) return c.html(frameRefusalPage('Unknown project'), 403)
    const origin = parseOrigin(query.data.origin)
    if (!origin || !originAllowed(origin, project.allowedOrigins)) {
      return c.html(frameRefusalPage('This origin is not allowed for the project'), 403)
    }
    c.header('Content-Security-Policy', frameCsp(project))
    c.header('Cache-Control', 'no-store')
    const hasStylesheet = (await stylesheet()) !== undefined
    return c.html(
      framePage(
        { projectId, origin, chainId, version, logger: logger === '1' },
        { stylesheet: hasStylesheet },
      ),
    )
  })

  for (const [path, file, type] of [
    ['/frame.js', script, 'text/javascript; charset=utf-8'],
    ['/frame.css', stylesheet, 'text/css; charset=utf-8'],
  ] as const) {
    app.get(path, async (c) => {
      const bundle = await file()
      if (!bundle) {
        return path === '/frame.js' ? c.text(FRAME_BUNDLE_MISSING, 503) : c.text('Not found', 404)
      }
      c.header('ETag', bundle.etag)
      c.header('Cache-Control', 'no-cache')
      if (c.req.header('if-none-match') === bundle.etag) return c.body(null, 304)
      c.header('Content-Type', type)
      return c.body(bundle.body)
    })
  }

  app.get('/v1/frame/check', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    const projectId = c.req.query('projectId')
    if (!projectId) return c.json({ message: 'projectId is required', field: 'query.projectId' }, 400)
    const project = findProject(projectId)
    const origin = parseOrigin(c.req.header('origin') ?? '')
    return c.json({
      project: project !== undefined,
      originAllowed:
        project !== undefined && origin !== undefined && originAllowed(origin, project.allowedOrigins),
    })
  })

  return app
}
