import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestWorld } from './test/startTestWorld.js'

// Every route, with malformed params, queries and bodies: the API must answer 2xx/4xx, never 5xx, never crash.

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

const routes: { method: 'GET' | 'POST'; path: (segment: string) => string }[] = [
  { method: 'GET', path: () => '/v1/supported-chains' },
  { method: 'GET', path: (s) => `/v1/account/${s}/balance` },
  { method: 'GET', path: (s) => `/v1/account/${s}/history` },
  { method: 'GET', path: (s) => `/v1/identity/${s}` },
  { method: 'POST', path: () => '/v1/fungible/price' },
  { method: 'GET', path: () => '/v1/convert/tokens' },
  { method: 'GET', path: () => '/v1/convert/quotes' },
  { method: 'GET', path: () => '/v1/convert/allowance' },
  { method: 'GET', path: () => '/v1/convert/gas-price' },
  { method: 'GET', path: () => '/v1/convert/build-approve' },
  { method: 'POST', path: () => '/v1/convert/build-transaction' },
  { method: 'GET', path: (s) => `/v1/profile/account/${s}` },
  { method: 'GET', path: (s) => `/v1/profile/reverse/${s}` },
  { method: 'GET', path: (s) => `/v1/profile/suggestions/${s}` },
  { method: 'POST', path: () => '/v1/profile/account' },
  { method: 'POST', path: () => '/v1/' },
  { method: 'GET', path: () => '/getWallets' },
  { method: 'GET', path: (s) => `/getWalletImage/${s}` },
  { method: 'GET', path: (s) => `/public/getTokenImage/${s}` },
  { method: 'GET', path: () => '/getAnalyticsConfig' },
  { method: 'POST', path: () => '/e' },
  { method: 'GET', path: () => '/v1/onramp/options' },
  { method: 'POST', path: () => '/v1/onramp/quote' },
  { method: 'POST', path: () => '/v1/generators/onrampurl' },
  { method: 'GET', path: (s) => `/onramp/checkout/${s}` },
  { method: 'POST', path: (s) => `/onramp/checkout/${s}/quote` },
  { method: 'POST', path: (s) => `/onramp/checkout/${s}/pay` },
  { method: 'GET', path: (s) => `/v1/sessions/${s}` },
  { method: 'POST', path: (s) => `/v1/sessions/${s}` },
  { method: 'POST', path: (s) => `/v1/sessions/${s}/revoke` },
]

const keys = [
  'chainId',
  'amount',
  'from',
  'to',
  'userAddress',
  'tokenAddress',
  'gasPrice',
  'cursor',
  'onramp',
  'forceUpdate',
  'page',
  'entries',
  'search',
  'include',
  'exclude',
  'badge_type',
  'currency',
  'zone',
  'apiVersion',
  'sender',
]
const hex = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'.split('')), maxLength: 44 })
  .map((s) => `0x${s}`)
const caip = fc
  .tuple(fc.constantFrom('eip155', 'solana', 'x', ''), fc.oneof(fc.integer().map(String), fc.string()), hex)
  .map((parts) => parts.join(':'))
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  hex,
  caip,
  fc.constant(''),
  fc.double().map(String),
)
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        ...keys,
        'addresses',
        'coin_type',
        'address',
        'message',
        'signature',
        'eip155',
        'jsonrpc',
        'method',
        'params',
        'eventId',
        'url',
        'domain',
        'timestamp',
        'props',
      ),
      fc.oneof(value, fc.jsonValue({ maxDepth: 2 })),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 80 }),
)

test('no route answers 5xx to malformed input', async () => {
  let requests = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.oneof(value, hex, fc.string({ maxLength: 30 })),
      fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }),
      json,
      async (route, segment, query, body) => {
        const params = new URLSearchParams({ projectId: 'local', ...query })
        const url = `${world.api.url}${route.path(encodeURIComponent(segment))}?${params}`
        const res = await fetch(url, {
          method: route.method,
          ...(route.method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
        })
        await res.arrayBuffer()
        requests++
        if (res.status >= 500) throw new Error(`${route.method} ${url} ${body} → ${res.status}`)
      },
    ),
    { numRuns: 900 },
  )
  expect(requests).toBeGreaterThanOrEqual(900)
  // Still answering afterwards.
  expect((await world.api.get('/health')).status).toBe(200)
}, 240_000)
