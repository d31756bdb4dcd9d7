import { expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA, chainB } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { watchAccount } from './watchAccount.js'

test('watchAccount follows connect, network switch and disconnect until stopped', async () => {
  const evm = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'watch',
    networks: [chainA, chainB],
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  const seen: { status: string | undefined; address: string | undefined; network: string | undefined }[] = []
  const stop = watchAccount(config, {
    emitImmediately: true,
    onChange: (account, network) =>
      seen.push({ status: account?.status, address: account?.address, network: network?.caipNetworkId }),
  })
  expect(seen).toEqual([{ status: 'disconnected', address: undefined, network: 'eip155:31337' }])

  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(seen.at(-1)).toEqual({
    status: 'connected',
    address: '0xabc0000000000000000000000000000000000001',
    network: 'eip155:31337',
  })

  await config.switchNetwork(chainB)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(seen.at(-1)?.network).toBe('eip155:31338')

  await config.disconnect()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(seen.at(-1)?.status).toBe('disconnected')

  stop()
  const calls = seen.length
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(seen.length).toBe(calls)
  config.destroy()
})
