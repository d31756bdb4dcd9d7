import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import type { ApiConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'

export type ApiServer = { url: string; close(): Promise<void> }

/** Opens the database, applies migrations and serves the API. Port 0 picks a free port. */
export async function startApiServer(config: ApiConfig): Promise<ApiServer> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  await migrate(db)
  let url = config.publicUrl ?? ''
  const app = createApp({ config, db, baseUrl: () => url })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const local = `http://${config.host}:${port}`
  url ||= local
  return {
    url: local,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
