import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork, type Network } from '@portico/core'
import type { DemoWorld } from './world.js'

/** The demo's Portico config: the devnet chains on the EVM adapter, against the local API. */
export function createDemoConfig(world: DemoWorld) {
  const networks = world.chains.map(({ chainId, name, rpcUrl }) =>
    defineNetwork({
      id: chainId,
      name,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: false,
    }),
  ) as Network[]
  const [first, ...others] = networks
  if (!first) throw new Error('portico.json lists no chains')
  return createConfig({
    projectId: world.projectId,
    networks: [first, ...others],
    adapters: [createEvmAdapter({ storage: window.localStorage })],
    api: { url: world.apiUrl },
    metadata: {
      name: 'Portico demo',
      description: 'Portico on a local devnet',
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
    // No e-mail or social login backend runs locally.
    features: { email: false, socials: false },
  })
}
