import { expect, test } from 'vitest'
import type { CaipNetworkId } from '../caip/types.js'
import { NetworkNotFoundError } from '../errors/thrown.js'
import { createEventBus } from '../events/createEventBus.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { createStorage } from '../storage/createStorage.js'
import { chainA, chainB } from '../test/networks.js'
import { createNetworkController, DEFAULT_CAIP_NETWORK_ID } from './network.js'

const mainnet: Network = { ...chainA, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' }

function initial(
  networks: Network[],
  { stored, defaultNetwork }: { stored?: CaipNetworkId; defaultNetwork?: Network } = {},
) {
  const storage = createStorage({ storage: memoryStorage() })
  if (stored) storage.setItem('lastUsedChainId', stored)
  const network = createNetworkController({
    networks,
    defaultNetwork,
    storage,
    events: createEventBus(),
    hasAdapter: () => true,
  })
  return network.state.caipNetwork?.caipNetworkId
}

test('with nothing stored and no default network, Ethereum mainnet when requested, else the first', () => {
  expect(DEFAULT_CAIP_NETWORK_ID).toBe('eip155:1')
  expect(initial([chainA, mainnet, chainB])).toBe('eip155:1')
  expect(initial([chainB, chainA])).toBe('eip155:31338')
})

test('the default network wins over mainnet, and the stored one over both', () => {
  expect(initial([chainA, mainnet, chainB], { defaultNetwork: chainB })).toBe('eip155:31338')
  expect(initial([chainA, mainnet, chainB], { defaultNetwork: chainB, stored: 'eip155:31337' })).toBe(
    'eip155:31337',
  )
  // A stored network no longer requested is ignored.
  expect(initial([chainA, mainnet], { stored: 'eip155:999' })).toBe('eip155:1')
})

test("a network outside the config's networks: the 'Network Not Found' alert, once, for a switch and a default network", async () => {
  const { createConfig } = await import('../createConfig.js')
  const config = createConfig({
    networks: [chainA, chainB],
    adapters: [],
    storage: memoryStorage(),
    projectId: 'test',
  })
  await expect(config.switchNetwork(mainnet as never)).rejects.toThrow(NetworkNotFoundError)
  expect(config.alerts.state.alert).toEqual({ id: 'networkNotFound' })
  config.alerts.dismiss()
  // Once per config: asking again throws again but does not bring the alert back.
  await expect(config.switchNetwork(mainnet as never)).rejects.toThrow(NetworkNotFoundError)
  expect(config.alerts.state.alert).toBeUndefined()
  expect(config.network.state.caipNetwork?.caipNetworkId).toBe(chainA.caipNetworkId)
  // A default network that is not among the networks: the alert at once, and the first network is active.
  const other = createConfig({
    networks: [chainA, chainB],
    defaultNetwork: mainnet,
    adapters: [],
    storage: memoryStorage(),
    projectId: 'test',
  })
  expect(other.alerts.state.alert).toEqual({ id: 'networkNotFound' })
  expect(other.network.state.caipNetwork?.caipNetworkId).toBe(chainA.caipNetworkId)
})

test('smart-account enabled networks: kept in storage as a comma list, read back at start, only whole chain ids', () => {
  const backend = memoryStorage()
  const make = () =>
    createNetworkController({
      networks: [chainA, chainB],
      storage: createStorage({ storage: backend }),
      events: createEventBus(),
      hasAdapter: () => true,
    })
  const network = make()
  expect(network.state.smartAccountEnabledNetworks).toEqual([])
  network.setSmartAccountEnabledNetworks([31337, 8453, -1, 1.5])
  expect(network.state.smartAccountEnabledNetworks).toEqual([31337, 8453])
  expect(backend.getItem('portico.embeddedWalletSmartAccountNetworks')).toBe('"31337,8453"')
  expect(network.isSmartAccountEnabled(chainA)).toBe(true)
  expect(network.isSmartAccountEnabled(chainB)).toBe(false)
  expect(make().state.smartAccountEnabledNetworks).toEqual([31337, 8453])
  network.setSmartAccountEnabledNetworks([])
  expect(backend.getItem('portico.embeddedWalletSmartAccountNetworks')).toBeNull()
  // A stored value of the wrong shape is not trusted.
  backend.setItem('portico.embeddedWalletSmartAccountNetworks', '"1,,2"')
  expect(make().state.smartAccountEnabledNetworks).toEqual([])
})
