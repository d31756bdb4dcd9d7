// `pnpm --filter @portico/api start`: the API with embedded defaults. Without configured chains it starts the
// local devnet too, so it runs on a laptop with nothing else.
import { type Devnet, startDevnet } from '@portico/devnet'
import { runUntilSignal } from '@portico/server-kit/cli'
import { DataDirInUseError } from '@portico/server-kit/db'
import { devnetChains } from './chain/devnetChains.js'
import { loadConfig } from './config.js'
import { startApiServer } from './server.js'

const config = loadConfig()
let devnet: Devnet | undefined
await runUntilSignal({
  async start() {
    if (config.chains.length === 0) {
      devnet = await startDevnet()
      config.chains = devnetChains(devnet)
    }
    return startApiServer(config).catch(async (error: unknown) => {
      await devnet?.stop()
      throw error
    })
  },
  // Closing the database gives back a PGlite folder's lock.
  async stop(server) {
    await server.close()
    await devnet?.stop()
  },
  describe: (server) => ({
    api: server.url,
    projects: config.projects.map((p) => p.id),
    chains: config.chains.map((c) => c.caipNetworkId),
  }),
  // The PGlite folder held by another API: the operator acts on it.
  isRefusal: (error) => error instanceof DataDirInUseError,
})
