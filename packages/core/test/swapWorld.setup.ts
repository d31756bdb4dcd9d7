import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import type { SwapWorld } from '../src/test/swapWorld.js'

/**
 * The swap controller's integration tests run against the real devnet (anvil with the AMM) and the real
 * blockchain API on free ports, started once for the package and stopped after.
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  try {
    const api = await startApiServer(loadConfig({}, { port: 0, chains: devnetChains(devnet) }))
    const chain = devnet.chains[0]!
    const world: SwapWorld = {
      apiUrl: api.url,
      projectId: 'portico-local',
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      usdc: chain.addresses.usdc,
      ptk: chain.addresses.ptk,
      router: chain.addresses.ammRouter,
      smartAccount: chain.addresses.smartAccount,
    }
    project.provide('swapWorld', world)
    return async () => {
      await api.close()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
