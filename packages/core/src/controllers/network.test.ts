import { expect, test } from 'vitest'
import type { CaipNetworkId } from '../caip/types.js'
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
