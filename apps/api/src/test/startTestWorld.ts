import { type Devnet, startDevnet } from '@portico/devnet'
import { devnetChains } from '../chain/devnetChains.js'
import type { ConfigInput } from '../config.js'
import { startTestApi } from './startTestApi.js'

/**
 * The real devnet plus a real API server configured for it (`overrides` may read the devnet: its addresses).
 * `stop()` ends both.
 */
export async function startTestWorld(overrides: ConfigInput | ((devnet: Devnet) => ConfigInput) = {}) {
  const devnet: Devnet = await startDevnet()
  try {
    const extra = typeof overrides === 'function' ? overrides(devnet) : overrides
    const api = await startTestApi({ chains: devnetChains(devnet), ...extra })
    return {
      devnet,
      api,
      async stop() {
        await api.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
