// The real blockchain API (`apps/api`) for a bench app, on a free loopback port: PGlite in memory, the built-in
// wallet catalogue, one project that only the bench's static server may use.
import { type ApiServer, loadConfig, startApiServer } from '@portico/api'
import { BENCH_PROJECT_ID } from '../apps/portico-all/project.js'

/** Starts the API for the page served at `origin`; `close()` it when done. */
export function startBenchApi(origin: string): Promise<ApiServer> {
  // An empty environment: a PORT or DATABASE_URL meant for something else must not leak in.
  const config = loadConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      projects: [{ id: BENCH_PROJECT_ID, allowedOrigins: [origin], analytics: true }],
      // Every visit comes from one IP, 20 visits within a minute: the limit must not be what is measured.
      rateLimit: { requests: 1_000_000, windowMs: 10_000 },
      // No chains are configured, so there is nothing to index.
      indexer: { enabled: false },
    },
  )
  return startApiServer(config)
}
