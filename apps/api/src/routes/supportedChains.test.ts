import { expect, test } from 'vitest'
import type { AccountReader, AccountReaders } from '../accounts/AccountReader.js'
import { loadConfig } from '../config.js'
import { supportedChainsRoutes } from './supportedChains.js'

const reader = (withHistory: boolean) =>
  ({
    ...(withHistory && { history: async () => ({ data: [], next: undefined }) }),
  }) as unknown as AccountReader

test('supported-chains lists the networks with history: those whose namespace reader serves it', async () => {
  const config = loadConfig(
    {},
    {
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Local',
          rpcUrl: 'http://127.0.0.1:8545',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      bitcoinNodes: [
        {
          caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          rpcUrl: 'http://127.0.0.1:1',
          rpcAuth: { username: 'u', password: 'p' },
        },
      ],
      solanaNodes: [
        { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'http://127.0.0.1:2' },
      ],
    },
  )
  const readers: AccountReaders = {
    eip155: reader(true),
    bip122: reader(true),
    solana: reader(false),
    polkadot: reader(false),
  }
  const response = await supportedChainsRoutes(config, readers).request('/supported-chains')
  expect(await response.json()).toEqual({
    http: [
      'eip155:31337',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    ws: [],
    history: ['eip155:31337', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
  })
})
