import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { createChainClients } from './chain/clients.js'
import { createPolkadotNodes } from './chain/polkadotNodes.js'
import type { ApiConfig } from './config.js'
import { type Database, openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { storePolicy } from './db/paymaster.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'

export type ApiServer = {
  url: string
  indexer: Indexer
  /** The API's database (e.g. for tests that read what it stored, such as analytics events). */
  db: Database
  close(): Promise<void>
}

/**
 * Opens the database, applies migrations and serves the API. Port 0 picks a free port. A PGlite data folder
 * is this process's alone: when another API holds it, this throws `DataDirInUseError` naming the holder.
 */
export async function startApiServer(config: ApiConfig): Promise<ApiServer> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrate(db)
    for (const { projectId, chainId, ...policy } of config.paymaster?.policies ?? [])
      await storePolicy(db, { projectId, chainId, policy, now: Date.now() })
  } catch (error) {
    // Closing also gives back the PGlite folder's lock, so a fixed configuration can start at once.
    await db.close()
    throw error
  }
  let url = config.publicUrl ?? ''
  const clients = createChainClients(config.chains)
  const indexer = createIndexer({ db, clients, intervalMs: config.indexer.intervalMs })
  const polkadotNodes = config.polkadotNodes.length ? createPolkadotNodes(config.polkadotNodes) : undefined
  const app = createApp({ config, db, clients, polkadotNodes, baseUrl: () => url })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const local = `http://${config.host}:${port}`
  url ||= local
  if (config.indexer.enabled) indexer.start()
  return {
    url: local,
    indexer,
    db,
    async close() {
      await indexer.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
      await polkadotNodes?.close()
    },
  }
}
