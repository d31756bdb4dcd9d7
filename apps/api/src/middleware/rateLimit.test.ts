import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ConfigInput, loadConfig } from '../config.js'
import { type ApiServer, startApiServer } from '../server.js'

/** A GET from a chosen loopback address (all of 127/8 is this host), so tests can be distinct clients. */
function get(
  url: string,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(url, { localAddress: from, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const start = (rateLimit: ConfigInput['rateLimit']) =>
  startApiServer(
    loadConfig(
      {},
      {
        port: 0,
        rateLimit,
        projects: [{ id: 'p', allowedOrigins: ['*'] }],
        indexer: { enabled: false, intervalMs: 1_000 },
      },
    ),
  )

describe('per client and per project', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await start({ requests: 2, projectRequests: 5, windowMs: 60_000 })
  })
  afterAll(() => api?.close())

  test("one client's burst gets 429 with Retry-After while another client of the project still gets 200", async () => {
    const chains = (address: string) => `${api.url}/v1/supported-chains?projectId=p&address=${address}`
    const burst = []
    for (let i = 0; i < 3; i++) burst.push(await get(chains('0xAAAA'), { from: '127.0.4.1' }))
    expect(burst.map((r) => r.status)).toEqual([200, 200, 429])
    expect(Number(burst[2]?.retryAfter)).toBeGreaterThan(0)
    expect((await get(chains('0xaaaa'), { from: '127.0.4.2' })).status).toBe(200)
  })

  test('naming a new account on each request does not make a new client: the network address is the client', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const url = `${api.url}/v1/supported-chains?projectId=p&address=0x${String(i).padStart(40, '0')}`
      statuses.push((await get(url, { from: '127.0.4.3' })).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
    // The path's account segment does not either.
    expect((await get(`${api.url}/v1/identity/0xcccc?projectId=p`, { from: '127.0.4.3' })).status).toBe(429)
  })

  test('the project ceiling still holds across clients, and no one client can spend it', async () => {
    // 127.0.4.1 counted 2 (its refused request does not count), .2 1, .3 2: the ceiling of 5 is spent.
    const over = await get(`${api.url}/v1/supported-chains?projectId=p`, { from: '127.0.4.4' })
    expect(over.status).toBe(429)
    expect(Number(over.retryAfter)).toBeGreaterThan(0)
  })
})

test('one client takes at most half the project ceiling, even with a higher limit of its own', async () => {
  const api = await start({ requests: 100, projectRequests: 4, windowMs: 60_000 })
  try {
    const url = `${api.url}/v1/supported-chains?projectId=p`
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await get(url, { from: '127.0.5.1' })).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await get(url, { from: '127.0.5.2' })).status).toBe(200)
  } finally {
    await api.close()
  }
})

describe('by client IP', () => {
  let api: ApiServer
  beforeAll(async () => {
    api = await start({ requests: 2, windowMs: 60_000 })
  })
  afterAll(() => api?.close())

  test('without an address the socket IP is the client; X-Forwarded-For is ignored', async () => {
    const url = `${api.url}/v1/supported-chains?projectId=p`
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await get(url, { from: '127.0.0.2', headers: { 'x-forwarded-for': `10.0.0.${i}` } })).status,
      )
    }
    expect(statuses).toEqual([200, 200, 429])
    expect((await get(url, { from: '127.0.0.3' })).status).toBe(200)
  })

  test.each([
    ['checkout pages', '/onramp/checkout/00000000-0000-4000-8000-000000000000'],
    ['Esplora', '/esplora/bip122:000000000019d6689c085ae165831e93/blocks/tip/height'],
    ['catalogue images', '/public/getTokenImage/ETH'],
  ])('%s, outside the project guard, are limited per IP', async (_name, path) => {
    const from = `127.0.1.${path.length}`
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await get(`${api.url}${path}`, { from })).status)
    expect(statuses.slice(0, 2)).not.toContain(429)
    expect(statuses[2]).toBe(429)
    expect((await get(`${api.url}${path}`, { from: `127.0.2.${path.length}` })).status).not.toBe(429)
  })
})

test('trustProxy reads the client IP from the last X-Forwarded-For entry', async () => {
  const api = await start({ requests: 1, windowMs: 60_000, trustProxy: true })
  try {
    const url = `${api.url}/public/getTokenImage/ETH`
    expect((await get(url, { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(200)
    expect((await get(url, { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(429)
    expect((await get(url, { headers: { 'x-forwarded-for': '203.0.113.1, 203.0.113.2' } })).status).toBe(200)
  } finally {
    await api.close()
  }
})
