import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { startDevnet } from '@portico/devnet'
import type { DemoWorld } from '../src/world.js'

export type World = Awaited<ReturnType<typeof startWorld>>

/**
 * The devnet (two anvil chains with the project's contracts) and the API serving it, on free ports. The API
 * runs with its embedded defaults (PGlite in memory, project `portico-local`, history indexer on).
 */
export async function startWorld({ host = '127.0.0.1' }: { host?: string } = {}) {
  const devnet = await startDevnet({ host })
  try {
    const chains = devnetChains(devnet)
    // An empty environment: a PORT or DATABASE_URL meant for something else must not leak in.
    const api = await startApiServer(loadConfig({}, { host, port: 0, chains }))
    const world: DemoWorld = {
      apiUrl: api.url,
      projectId: 'portico-local',
      chains: devnet.chains.map(({ chainId, rpcUrl, addresses }, index) => ({
        chainId,
        name: chains[index]?.name ?? `Chain ${chainId}`,
        rpcUrl,
        tokens: [
          { address: addresses.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
          { address: addresses.ptk, name: 'Portico Token', symbol: 'PTK', decimals: 18 },
        ],
        nft: addresses.nft,
      })),
    }
    let stopping: Promise<void> | undefined
    return {
      devnet,
      api,
      world,
      /** Stops the API, then the devnet (its anvils are reaped). Idempotent. */
      stop() {
        stopping ??= api.close().finally(() => devnet.stop())
        return stopping
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
