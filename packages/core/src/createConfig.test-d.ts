import { expectTypeOf, test } from 'vitest'
import { type Config, createConfig } from './createConfig.js'
import { defineNetwork } from './networks/defineNetwork.js'
import { memoryStorage } from './storage/backends/memory.js'

const localA = defineNetwork({
  id: 31337,
  name: 'Local A',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const localB = defineNetwork({ ...localA, id: 31338, name: 'Local B' })
const notConfigured = defineNetwork({ ...localA, id: 1, name: 'Ethereum' })

const config = createConfig({
  projectId: 'types',
  networks: [localA, localB],
  adapters: [],
  storage: memoryStorage(),
})

test('switchNetwork takes only the networks the config was created with', () => {
  expectTypeOf(config.switchNetwork).parameter(0).toEqualTypeOf<typeof localA | typeof localB>()
  expectTypeOf(localA.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
  // @ts-expect-error a network the config does not have
  void config.switchNetwork(notConfigured)
})

test('a typed config is still a Config wherever one is expected (providers, the UI)', () => {
  expectTypeOf(config).toExtend<Config>()
})
