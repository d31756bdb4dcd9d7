import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/backends/memory.js'
import { chainA } from '../../test/networks.js'
import { createTestAdapter } from '../../testing/createTestAdapter.js'
import { startTestServer, type TestServer } from '../test/server.js'

// A 200 balance reply of the wrong shape is a failed request for the token balances: the toast, the list
// already shown kept, and no error thrown at the caller (which would blank the page).

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: chainA.caipNetworkId,
  value: 1,
  price: 1,
  iconUrl: '',
  quantity: { decimals: '6', numeric: '1' },
}

test("a balance with quantity {} toasts 'tokenBalanceUnavailable' and keeps the list", async () => {
  const { adapter } = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'p',
    networks: [chainA],
    adapters: [adapter],
    storage: memoryStorage(),
    api: { url: server.url },
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  const path = `/v1/account/${config.getAccount()?.address}/balance`
  server.route(path, { body: { balances: [usdc] } })
  expect((await config.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['USDC'])

  server.route(path, { body: { balances: [{ ...usdc, symbol: 'PTK', quantity: {} }] } })
  const kept = await config.fetchTokenBalances({ forceUpdate: true })
  expect(kept.map((b) => b.symbol)).toEqual(['USDC'])
  expect(config.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])
  expect(config.toasts.state.toast).toMatchObject({ variant: 'error', code: 'tokenBalanceUnavailable' })
  expect(server.requestsTo(path)).toHaveLength(2)
})
