import { afterAll, describe, expect, test } from 'vitest'
import { type Relay, type StartRelayParameters, startRelay } from './index.js'
import { limitsFromEnv } from './limits.js'
import { connect, randomTopic } from './test/rpcClient.js'

const relays: Relay[] = []
const start = async (parameters: StartRelayParameters) => {
  const relay = await startRelay(parameters)
  relays.push(relay)
  return relay
}
afterAll(() => Promise.all(relays.map((r) => r.stop())))

type Fetched = { messages: Array<{ message: string }>; hasMore: boolean }

describe('message lifetime and bounds', () => {
  test('a message is kept for its TTL and not after', async () => {
    let clock = 1_800_000_000_000
    const relay = await start({ now: () => clock, limits: { purgeIntervalMs: 10 } })
    const nowSeconds = Math.floor(clock / 1000)
    const alice = await connect(relay.url, { nowSeconds })
    const [short, long] = [randomTopic(), randomTopic()]
    await alice.request('irn_publish', { topic: short, message: 'brief', ttl: 30, tag: 1114 })
    await alice.request('irn_publish', { topic: long, message: 'lasting', ttl: 300, tag: 1108 })
    clock += 29_000
    const early = await connect(relay.url, { nowSeconds })
    expect((await early.request<Fetched>('irn_fetchMessages', { topic: short })).messages).toHaveLength(1)
    clock += 2_000
    await new Promise((r) => setTimeout(r, 30))
    const late = await connect(relay.url, { nowSeconds })
    await late.request('irn_subscribe', { topic: short })
    expect(await late.request<Fetched>('irn_batchFetchMessages', { topics: [short, long] })).toEqual({
      messages: [expect.objectContaining({ message: 'lasting' })],
      hasMore: false,
    })
    expect(late.pushed).toEqual([])
    await Promise.all([alice.close(), early.close(), late.close()])
  })

  test('a TTL longer than the maximum is cut to it', async () => {
    let clock = 1_800_000_000_000
    const relay = await start({ now: () => clock, limits: { maxTtlSeconds: 60 } })
    const nowSeconds = Math.floor(clock / 1000)
    const alice = await connect(relay.url, { nowSeconds })
    const topic = randomTopic()
    await alice.request('irn_publish', { topic, message: 'm', ttl: 1_000_000, tag: 1 })
    clock += 61_000
    const bob = await connect(relay.url, { nowSeconds })
    expect((await bob.request<Fetched>('irn_fetchMessages', { topic })).messages).toEqual([])
    await Promise.all([alice.close(), bob.close()])
  })

  test('a topic keeps its newest messages, the relay its newest overall; fetch pages with hasMore', async () => {
    const relay = await start({ limits: { maxMessagesPerTopic: 3, maxMessagesTotal: 5, maxFetch: 2 } })
    const alice = await connect(relay.url)
    const [t1, t2] = [randomTopic(), randomTopic()]
    for (let i = 0; i < 4; i++)
      await alice.request('irn_publish', { topic: t1, message: `a${i}`, ttl: 300, tag: 1 })
    for (let i = 0; i < 3; i++)
      await alice.request('irn_publish', { topic: t2, message: `b${i}`, ttl: 300, tag: 1 })
    // t1 kept a1..a3 (3 per topic); with b0..b2 that is 6 > 5, so a1, the oldest, went too.
    const bob = await connect(relay.url)
    const pages: string[][] = []
    for (;;) {
      const page = await bob.request<Fetched>('irn_batchFetchMessages', { topics: [t1, t2] })
      pages.push(page.messages.map((m) => m.message))
      if (!page.hasMore) break
    }
    expect(pages).toEqual([['a2', 'a3'], ['b0', 'b1'], ['b2']])
    await Promise.all([alice.close(), bob.close()])
  })
})

describe('rate limits and frame size', () => {
  test('a connection over its rate gets -32005 errors, then is served again', async () => {
    const relay = await start({ limits: { connectionBurst: 5, connectionRate: 20 } })
    const c = await connect(relay.url)
    const topic = randomTopic()
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => c.request('irn_subscribe', { topic })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: -32005 })
    await new Promise((r) => setTimeout(r, 100))
    expect(await c.request('irn_subscribe', { topic })).toMatch(/^[0-9a-f]{64}$/)
    await c.close()
  })

  test('an address is limited over all its connections, in requests and in connections', async () => {
    const relay = await start({ limits: { ipBurst: 6, ipRate: 0.001, maxConnectionsPerIp: 2 } })
    const [a, b] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = randomTopic()
    for (let i = 0; i < 3; i++) await a.request('irn_subscribe', { topic })
    for (let i = 0; i < 3; i++) await b.request('irn_subscribe', { topic })
    await expect(b.request('irn_subscribe', { topic })).rejects.toMatchObject({ code: -32005 })
    await expect(connect(relay.url)).rejects.toMatchObject({ status: 429 })
    await Promise.all([a.close(), b.close()])
  })

  test('behind a proxy of its own, the address is the last X-Forwarded-For entry', async () => {
    const relay = await start({ trustProxy: true, limits: { maxConnectionsPerIp: 1 } })
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': `203.0.113.9, ${ip}` } })
    const a = await connect(relay.url, from('198.51.100.1'))
    const b = await connect(relay.url, from('198.51.100.2'))
    await expect(connect(relay.url, from('198.51.100.1'))).rejects.toMatchObject({ status: 429 })
    await Promise.all([a.close(), b.close()])
  })

  test('a frame over the size limit closes that connection (1009); the relay keeps serving', async () => {
    const relay = await start({ limits: { maxFrameBytes: 1_024 } })
    const c = await connect(relay.url)
    const closed = new Promise<number>((resolve) => c.ws.once('close', resolve))
    c.ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'irn_publish',
        params: { message: 'x'.repeat(2_000) },
      }),
    )
    expect(await closed).toBe(1009)
    const d = await connect(relay.url)
    expect(await d.request('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
    await d.close()
  })

  test('every frame counts against the rate: malformed frames and stray responses too', async () => {
    const relay = await start({ limits: { connectionBurst: 5, connectionRate: 0.001 } })
    const c = await connect(relay.url)
    for (let i = 0; i < 3; i++) await c.raw('{not json')
    for (let i = 0; i < 3; i++) c.ws.send('{"jsonrpc":"2.0","id":5,"result":true}')
    await expect(c.request('irn_subscribe', { topic: randomTopic() })).rejects.toMatchObject({
      code: -32005,
    })
    await c.close()
  })

  test('open connections are capped in all, whatever their addresses', async () => {
    const relay = await start({ trustProxy: true, limits: { maxConnections: 2 } })
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    const a = await connect(relay.url, from('198.51.100.1'))
    const b = await connect(relay.url, from('198.51.100.2'))
    await expect(connect(relay.url, from('198.51.100.3'))).rejects.toMatchObject({ status: 429 })
    await a.close()
    const c = await connect(relay.url, from('198.51.100.3'))
    await Promise.all([b.close(), c.close()])
  })

  test('IPv6 addresses share their per-address limits per /64', async () => {
    const relay = await start({ trustProxy: true, limits: { maxConnectionsPerIp: 1 } })
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    const a = await connect(relay.url, from('2001:db8:1:2::1'))
    await expect(connect(relay.url, from('2001:db8:1:2:ffff::9'))).rejects.toMatchObject({ status: 429 })
    const b = await connect(relay.url, from('2001:db8:1:3::1'))
    await Promise.all([a.close(), b.close()])
  })
})

describe('settings', () => {
  test('each limit reads RELAY_ and its name in capitals; a bad value names its variable', () => {
    expect(
      limitsFromEnv({ RELAY_MAX_BYTES_TOTAL: '1000', RELAY_CONNECTION_RATE: '2.5', RELAY_MAX_FETCH: '' }),
    ).toEqual({ maxBytesTotal: 1000, connectionRate: 2.5 })
    expect(() => limitsFromEnv({ RELAY_MAX_CONNECTIONS: 'many' })).toThrow(/RELAY_MAX_CONNECTIONS/)
    expect(() => limitsFromEnv({ RELAY_MAX_SEND_BUFFER_BYTES_PER_IP: '0' })).toThrow(
      /RELAY_MAX_SEND_BUFFER_BYTES_PER_IP/,
    )
  })
})
