import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type CreateConfigParameters, createConfig } from '../createConfig.js'
import { HttpRequestError } from '../errors/http.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import '../test/swapWorld.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { startTestServer, type TestServer } from './test/server.js'

// The real API refuses an unknown project id and an origin the project does not allow with a 403. Those
// answers are final: each call asks once, and the config shows the matching alert once.

const world = inject('swapWorld')
const devnet: Network = {
  id: world.chainId,
  caipNetworkId: `eip155:${world.chainId}`,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [world.rpcUrl] } },
}
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A config on the real API whose fetch counts requests per path and may claim another origin. */
function setup({ origin, ...overrides }: Partial<CreateConfigParameters> & { origin?: string } = {}) {
  const requests: string[] = []
  const fetchFn: typeof fetch = (input, init) => {
    requests.push(new URL(String(input)).pathname)
    const headers = new Headers(init?.headers)
    if (origin) headers.set('origin', origin)
    return fetch(input, { ...init, headers })
  }
  const config = createConfig({
    projectId: world.projectId,
    networks: [devnet],
    adapters: [createTestAdapter('eip155', [address]).adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    api: { url: world.apiUrl, fetch: fetchFn },
    features: { analytics: false },
    ...overrides,
  })
  return { config, requests }
}

const caipNetworkId = devnet.caipNetworkId

/** Every API-backed list of the kit: wallets, balances, history, swap tokens. */
const calls = {
  wallets: (config: ReturnType<typeof setup>['config']) => config.catalogue!.getWallets({ page: 1 }),
  balances: (config: ReturnType<typeof setup>['config']) =>
    config.api!.getBalance({ address, caipNetworkId, forceUpdate: true }),
  history: (config: ReturnType<typeof setup>['config']) =>
    config.api!.getTransactions({ account: address, caipNetworkId }),
  swap: (config: ReturnType<typeof setup>['config']) => config.api!.getSwapTokens({ caipNetworkId }),
}

describe.each([
  [
    'an unknown project id',
    { projectId: 'no-such-project' },
    'invalidProjectId',
    'Unauthorized: invalid key',
  ],
  [
    'a disallowed origin',
    { origin: 'https://elsewhere.example' },
    'invalidAppConfiguration',
    'Unauthorized: origin not allowed',
  ],
] as const)('%s', (_, overrides, alertId, text) => {
  test.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s: asked once, the alert shown once',
    async (name) => {
      const { config, requests } = setup(overrides)
      const error = await calls[name](config).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).status).toBe(403)
      expect(JSON.parse((error as HttpRequestError).body)).toEqual({ message: text })
      expect(requests).toHaveLength(1)
      expect(config.alerts.state.alert?.id).toBe(alertId)
      config.alerts.dismiss()
      await calls[name](config).catch(() => undefined)
      expect(config.alerts.state.alert).toBeUndefined()
    },
  )
})

test('the same calls succeed for the configured project', async () => {
  const { config } = setup()
  await expect(calls.wallets(config)).resolves.toMatchObject({ count: expect.any(Number) })
  await expect(calls.balances(config)).resolves.toMatchObject({ balances: expect.any(Array) })
  await expect(calls.swap(config)).resolves.toMatchObject({ tokens: expect.any(Array) })
  expect(config.alerts.state.alert).toBeUndefined()
})

// In a browser, a page on a refused origin cannot read the 403 (CORS names only the project's origins): its
// request fails as a network error. This fetch does what the browser does (a TypeError, nothing read) for every
// path but the origin check, which any page may read; the kit then asks it and shows the same alert.
describe('a refused origin in a browser, where the refusal itself is unreadable', () => {
  const browserLike = (origin: string, projectId = world.projectId) => {
    const requests: string[] = []
    const fetchFn: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname
      requests.push(path)
      const headers = new Headers(init?.headers)
      headers.set('origin', origin)
      const response = await fetch(input, { ...init, headers })
      const readable = response.headers.get('access-control-allow-origin')
      if (readable !== '*' && readable !== origin) throw new TypeError('Failed to fetch')
      return response
    }
    const config = createConfig({
      projectId,
      networks: [devnet],
      adapters: [createTestAdapter('eip155', [address]).adapter],
      storage: memoryStorage(),
      reconnectOnInit: false,
      api: { url: world.apiUrl, fetch: fetchFn },
      features: { analytics: false },
    })
    return { config, requests }
  }

  test.each([
    ['a disallowed origin', 'https://elsewhere.example', world.projectId, 'invalidAppConfiguration'],
    ['an unknown project id', 'http://localhost:5173', 'no-such-project', 'invalidProjectId'],
  ] as const)(
    '%s: the origin check turns the network error into the alert',
    async (_, origin, id, alertId) => {
      const { config, requests } = browserLike(origin, id)
      const error = await calls.balances(config).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).status).toBe(403)
      expect(config.alerts.state.alert?.id).toBe(alertId)
      expect(requests.filter((path) => path === '/origin-check')).toHaveLength(1)
      // Asked once per client: the next failure does not ask again.
      await calls.balances(config).catch(() => undefined)
      expect(requests.filter((path) => path === '/origin-check')).toHaveLength(1)
    },
  )

  test("an allowed origin reads the project's data and never asks the origin check", async () => {
    const { config, requests } = browserLike('http://localhost:5173')
    await expect(calls.balances(config)).resolves.toMatchObject({ balances: expect.any(Array) })
    expect(requests).not.toContain('/origin-check')
  })
})

// A provider that no longer accepts the session token answers 'JWT validation error' (a token not valid yet,
// as when the device's clock is off). Every call path shows Session Expired, once per config, asking once.
describe('a provider answering JWT validation error', () => {
  let provider: TestServer
  beforeAll(async () => {
    provider = await startTestServer()
  })
  afterAll(() => provider.close())

  const refuseAll = () => {
    for (const path of ['/getWallets', `/v1/account/${address}/balance`, '/v1/convert/tokens'])
      provider.route(path, { status: 403, body: { message: 'JWT validation error: token not yet valid' } })
    provider.route('/getAnalyticsConfig', {
      status: 403,
      body: { message: 'JWT validation error: token not yet valid' },
    })
  }

  test.each(['wallets', 'balances', 'swap', 'analytics'] as const)(
    '%s: asked once, Session Expired shown once',
    async (name) => {
      provider.reset()
      refuseAll()
      const config = createConfig({
        projectId: world.projectId,
        networks: [devnet],
        adapters: [createTestAdapter('eip155', [address]).adapter],
        storage: memoryStorage(),
        reconnectOnInit: false,
        api: { url: provider.url },
        features: { analytics: name === 'analytics' },
      })
      const call = async () => {
        if (name !== 'analytics') return calls[name](config).catch(() => undefined)
        config.events.emit('MODAL_OPEN', { connected: false })
        await config.analytics?.settled()
      }
      await call()
      expect(provider.requests).toHaveLength(1)
      expect(config.alerts.state.alert?.id).toBe('sessionExpired')
      config.alerts.dismiss()
      await call()
      expect(config.alerts.state.alert).toBeUndefined()
    },
  )
})

// Coinbase Wallet and OKX announce themselves (EIP-6963) under these rdns; the catalogue's entries carry the
// same rdns, which is how an announced wallet is matched with its catalogue entry (name, image, links).
test('the catalogue knows Coinbase Wallet and OKX by their rdns', async () => {
  const { config } = setup()
  const { data } = await config.catalogue!.getWallets({ page: 1 })
  const byRdns = new Map(data.map((wallet) => [wallet.rdns, wallet]))
  expect(byRdns.get('com.coinbase.wallet')).toMatchObject({ id: 'coinbase', name: 'Coinbase Wallet' })
  expect(byRdns.get('com.okex.wallet')).toMatchObject({ id: 'okx', name: 'OKX Wallet' })
})
