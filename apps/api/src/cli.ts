// `pnpm --filter @portico/api start`: the API with embedded defaults. Without configured chains it starts the
// local devnet too, so it runs on a laptop with nothing else.
import { type Devnet, startDevnet } from '@portico/devnet'
import { devnetChains } from './chain/devnetChains.js'
import { loadConfig } from './config.js'
import { DataDirInUseError } from './db/dataDirLock.js'
import { startApiServer } from './server.js'

const config = loadConfig()
let devnet: Devnet | undefined
if (config.chains.length === 0) {
  devnet = await startDevnet()
  config.chains = devnetChains(devnet)
}
const server = await startApiServer(config).catch(async (error: unknown) => {
  await devnet?.stop()
  // A refusal the operator acts on (the PGlite folder held by another API) reads as words, not a stack.
  if (error instanceof DataDirInUseError) {
    console.error(`${error.message}\n${error.details}`)
    process.exit(1)
  }
  throw error
})
// Stops cleanly on a signal (closing the database gives back a PGlite folder's lock); set before the line
// below says the API is up, so whoever waits for that line may signal at once.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await devnet?.stop()
    process.exit(0)
  })
}

console.log(
  JSON.stringify(
    {
      api: server.url,
      projects: config.projects.map((p) => p.id),
      chains: config.chains.map((c) => c.caipNetworkId),
    },
    null,
    2,
  ),
)
