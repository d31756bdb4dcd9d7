import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'

// A real local HTTP server standing in for the blockchain API; each test sets what it answers.
let server: Server
let url: string
let answer: { status: number; body: unknown } = { status: 200, body: { balances: [] } }
let requests = 0
let lastUrl = ''
/** Balance requests only (an event also goes to the API's analytics). */
let balanceRequests = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++
    if (req.url?.includes('/balance')) {
      balanceRequests++
      lastUrl = req.url
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const balance = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: 1,
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '1' },
})

async function connected() {
  let time = 1_000_000
  const { adapter } = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'p',
    networks: [chainA],
    adapters: [adapter],
    storage: memoryStorage(),
    api: { url },
    now: () => time,
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return { config, advance: (ms: number) => (time += ms) }
}

test('token balances keep only tokens whose decimals are not 0', async () => {
  const { config } = await connected()
  answer = { status: 200, body: { balances: [balance('USDC', '6'), balance('JUNK', '0')] } }
  const kept = await config.fetchTokenBalances()
  expect(kept.map((b) => b.symbol)).toEqual(['USDC'])
  expect(config.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])
})

test('a failure toasts Token Balance Unavailable, keeps what was shown and locks retries for 30 s', async () => {
  const { config, advance } = await connected()
  answer = { status: 200, body: { balances: [balance('USDC', '6')] } }
  await config.fetchTokenBalances()
  answer = { status: 404, body: { message: 'gone' } }
  await config.fetchTokenBalances({ forceUpdate: true })
  expect(config.toasts.state.toast).toMatchObject({ variant: 'error', code: 'tokenBalanceUnavailable' })
  expect(config.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])

  const before = requests
  advance(29_000)
  await config.fetchTokenBalances({ forceUpdate: true })
  expect(requests).toBe(before)
  advance(2_000)
  answer = { status: 200, body: { balances: [balance('PTK', '18')] } }
  await config.fetchTokenBalances({ forceUpdate: true })
  expect(requests).toBe(before + 1)
  expect(config.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['PTK'])
})

test("a 403 with a provider's text shows its alert", async () => {
  const { config } = await connected()
  answer = { status: 403, body: { message: 'Unauthorized: origin not allowed' } }
  await config.fetchTokenBalances({ forceUpdate: true })
  expect(config.alerts.state.alert?.id).toBe('invalidAppConfiguration')
})

test('a transfer or a swap the wallet took reads them again at once, past the caches, whichever view is shown', async () => {
  const { config } = await connected()
  answer = {
    status: 200,
    body: { balances: [{ ...balance('USDC', '6'), quantity: { decimals: '6', numeric: '10' } }] },
  }
  await config.fetchTokenBalances()
  const before = balanceRequests
  answer = {
    status: 200,
    body: { balances: [{ ...balance('USDC', '6'), quantity: { decimals: '6', numeric: '7.5' } }] },
  }
  // Within 30 s an ordinary read answers from the client's cache.
  await config.fetchTokenBalances()
  expect(balanceRequests).toBe(before)
  for (const event of ['SEND_SUCCESS', 'SWAP_SUCCESS'] as const) {
    const asked = balanceRequests
    config.events.emit(event)
    await expect.poll(() => balanceRequests).toBe(asked + 1)
    expect(new URL(lastUrl, url).searchParams.get('forceUpdate')).toBe('true')
  }
  await expect.poll(() => config.getAccount()?.tokenBalance[0]?.quantity.numeric).toBe('7.5')
  // A view opened afterwards reads the fresh balances.
  expect((await config.fetchTokenBalances())[0]?.quantity.numeric).toBe('7.5')
  config.destroy()
})
