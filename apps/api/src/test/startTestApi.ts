import { type ConfigInput, loadConfig } from '../config.js'
import { type ApiServer, startApiServer } from '../server.js'

/** A real API server on a free port with test projects: `local` (localhost origins), `quiet` (analytics off). */
export async function startTestApi(
  overrides: ConfigInput = {},
): Promise<ApiServer & { get(path: string, init?: RequestInit): Promise<Response> }> {
  const server = await startApiServer(
    loadConfig(
      {},
      {
        port: 0,
        rateLimit: { requests: 100_000, windowMs: 60_000 },
        projects: [
          { id: 'local', allowedOrigins: ['http://localhost:*'] },
          { id: 'quiet', allowedOrigins: ['*'], analytics: false },
        ],
        ...overrides,
      },
    ),
  )
  return { ...server, get: (path, init) => fetch(`${server.url}${path}`, init) }
}
