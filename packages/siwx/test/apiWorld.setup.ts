import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import type { ApiWorld } from '../src/test/apiWorld.js'

/**
 * createSiwx's tests sign in against the real blockchain API on the devnet (free ports), started once for the
 * package and stopped after.
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  try {
    const api = await startApiServer(loadConfig({}, { port: 0, chains: devnetChains(devnet) }))
    const world: ApiWorld = {
      apiUrl: api.url,
      projectId: 'portico-local',
      chainId: devnet.chains[0]!.chainId,
    }
    project.provide('apiWorld', world)
    return async () => {
      await api.close()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
