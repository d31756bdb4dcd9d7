import { describe, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA, chainB, sepoliaLike } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'

/** A config on a clock the test moves, whose wallet counts the balance reads it answers. */
function setup(networks: [Network, ...Network[]] = [chainA, chainB]) {
  let time = 1_000_000
  const evm = createTestAdapter('eip155')
  const reads: string[] = []
  const getBalance = evm.adapter.getBalance
  evm.adapter.getBalance = (parameters) => {
    reads.push(parameters.network.caipNetworkId)
    return getBalance(parameters)
  }
  const config = createConfig({
    networks,
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    now: () => time,
  })
  return {
    config,
    reads,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('native balance', () => {
  test('cached 30 s per network and address: a second read within 30 s asks nobody', async () => {
    const { config, reads, advance } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(await config.fetchBalance()).toBe('1.5')
    advance(29_999)
    expect(await config.fetchBalance()).toBe('1.5')
    expect(config.getAccount()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false })
    expect(reads).toEqual([chainA.caipNetworkId])
    advance(1)
    await config.fetchBalance()
    expect(reads).toEqual([chainA.caipNetworkId, chainA.caipNetworkId])
  })

  test('another network is its own entry; forceUpdate and a sent transfer ask again', async () => {
    const { config, reads } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await config.fetchBalance()
    await config.switchNetwork(chainB)
    await config.fetchBalance()
    expect(reads).toEqual([chainA.caipNetworkId, chainB.caipNetworkId])
    await config.fetchBalance({ forceUpdate: true })
    expect(reads).toHaveLength(3)
    config.events.emit('SEND_SUCCESS')
    await config.fetchBalance()
    expect(reads).toHaveLength(4)
  })

  test("testnets are not asked: '0.00'", async () => {
    const { config, reads } = setup([sepoliaLike])
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(await config.fetchBalance()).toBe('0.00')
    expect(config.getAccount()).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH' })
    expect(reads).toEqual([])
  })
})
