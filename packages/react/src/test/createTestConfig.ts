import { createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'

const evm = (id: number, name: string) =>
  defineNetwork({
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })

export const chainA = evm(31337, 'Local A')
export const chainB = evm(31338, 'Local B')

/** A config over the in-memory test wallet, with memory storage and no API. */
export function createTestConfig() {
  const test = createTestAdapter('eip155', ['0xAbC0000000000000000000000000000000000001'])
  test.wallet.balances[chainB.caipNetworkId] = '2.25'
  const config = createConfig({
    projectId: 'test',
    networks: [chainA, chainB],
    adapters: [test.adapter],
    storage: memoryStorage(),
  })
  return { config, ...test }
}
