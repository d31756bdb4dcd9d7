import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import { afterAll, describe, expect, test } from 'vitest'
import { type Relay, type StartRelayParameters, startRelay } from './index.js'
import { connect, randomTopic, type TestClient } from './test/rpcClient.js'

// A hostile client against delivery: a subscriber that stops reading is dropped once its send buffer is full
// (its messages wait in the mailbox), a fetched message counts as delivered only once the client has read the
// answer, and fetch work is paid for in the rate limit.

const relays: Relay[] = []
const start = async (parameters: StartRelayParameters) => {
  const relay = await startRelay(parameters)
  relays.push(relay)
  return relay
}
afterAll(() => Promise.all(relays.map((r) => r.stop())))

type Fetched = { messages: Array<{ message: string }>; hasMore: boolean }
const socketOf = (client: TestClient) => (client.ws as unknown as { _socket: Socket })._socket
const closed = (client: TestClient, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    if (client.ws.readyState === client.ws.CLOSED) return resolve(true)
    const timer = setTimeout(() => resolve(false), timeoutMs)
    client.ws.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
const roomy = {
  connectionBytesPerSecond: 1e9,
  connectionBytesBurst: 1e9,
  ipBytesPerSecond: 1e9,
  ipBytesBurst: 1e9,
  maxBytesPerTopic: 1e9,
  maxBytesPerClient: 1e9,
  maxBytesTotal: 1e9,
}

describe('slow consumers', () => {
  test('a subscriber that stops reading is dropped when its send buffer is full; its messages wait', async () => {
    const relay = await start({ limits: { ...roomy, maxSendBufferBytes: 256 * 1024 } })
    const key = randomBytes(32)
    const [publisher, paused] = await Promise.all([
      connect(relay.url),
      connect(relay.url, { secretKey: key, autoAck: false }),
    ])
    const topic = randomTopic()
    await paused.request('irn_subscribe', { topic })
    socketOf(paused).pause()
    // 40 × 400 KB = 16 MB: more than loopback's socket buffers absorb, so the rest queues in the relay.
    for (let i = 0; i < 40; i++)
      await publisher.request('irn_publish', { topic, message: `${i}`.padEnd(400_000, '.'), ttl: 300 })
    const dropped = closed(paused, 10_000)
    socketOf(paused).resume()
    expect(await dropped).toBe(true)
    expect(paused.pushed.length).toBeLessThan(40)
    const back = await connect(relay.url, { secretKey: key })
    const page = await back.request<Fetched>('irn_fetchMessages', { topic })
    expect(page.messages.length).toBeGreaterThan(0)
    await Promise.all([publisher.close(), back.close()])
  })
  test('subscribers of one address that stop reading share its send budget: past it they are dropped', async () => {
    const relay = await start({
      limits: { ...roomy, maxSendBufferBytes: 4_000_000, maxSendBufferBytesPerIp: 1_000_000 },
    })
    const publisher = await connect(relay.url)
    const topic = randomTopic()
    const subscribers = await Promise.all(
      Array.from({ length: 5 }, () => connect(relay.url, { autoAck: false })),
    )
    for (const s of subscribers) {
      await s.request('irn_subscribe', { topic })
      socketOf(s).pause()
    }
    for (let i = 0; i < 3; i++)
      await publisher.request('irn_publish', { topic, message: `${i}`.padEnd(400_000, '.'), ttl: 300 })
    const dropped = subscribers.map((s) => closed(s, 10_000))
    for (const s of subscribers) socketOf(s).resume()
    expect(await Promise.all(dropped)).toEqual([true, true, true, true, true])
    await publisher.close()
  })
  test('a subscriber over its request rate still has its acknowledgements read, so it is not dropped', async () => {
    const relay = await start({
      limits: { ...roomy, connectionBurst: 12, connectionRate: 0.001, maxSendBufferBytes: 100_000 },
    })
    const [publisher, subscriber] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = randomTopic()
    for (let i = 0; i < 12; i++) await subscriber.request('irn_subscribe', { topic })
    await expect(subscriber.request('irn_subscribe', { topic })).rejects.toMatchObject({ code: -32005 })
    for (let i = 0; i < 10; i++)
      await publisher.request('irn_publish', { topic, message: `${i}`.padEnd(30_000, '.'), ttl: 300 })
    expect(await subscriber.waitForPushes(10)).toHaveLength(10)
    expect(subscriber.ws.readyState).toBe(subscriber.ws.OPEN)
    await Promise.all([publisher.close(), subscriber.close()])
  })
})

describe('fetch acknowledges what the client read', () => {
  test('messages fetched on a socket that dropped before reading the answer are fetched again', async () => {
    const relay = await start({})
    const key = randomBytes(32)
    const [alice, watcher] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = randomTopic()
    const marker = randomTopic()
    await watcher.request('irn_subscribe', { topic: marker })
    await alice.request('irn_publish', { topic, message: 'pending', ttl: 300 })
    const bob = await connect(relay.url, { secretKey: key })
    socketOf(bob).pause()
    // The fetch, then a publish the watcher hears: once it does, the relay has handled the fetch.
    bob.ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'irn_fetchMessages', params: { topic } }))
    bob.ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'irn_publish',
        params: { topic: marker, message: 'm', ttl: 300 },
      }),
    )
    await watcher.waitForPushes(1)
    bob.ws.terminate()
    const again = await connect(relay.url, { secretKey: key })
    const page = await again.request<Fetched>('irn_fetchMessages', { topic })
    expect(page.messages.map((m) => m.message)).toEqual(['pending'])
    await Promise.all([alice.close(), watcher.close(), again.close()])
  })

  test('messages the client read are not fetched again on its next connection', async () => {
    const relay = await start({})
    const key = randomBytes(32)
    const alice = await connect(relay.url)
    const topic = randomTopic()
    await alice.request('irn_publish', { topic, message: 'once', ttl: 300 })
    const bob = await connect(relay.url, { secretKey: key })
    expect((await bob.request<Fetched>('irn_fetchMessages', { topic })).messages).toHaveLength(1)
    // The same connection does not get them twice either, read confirmation or not.
    expect((await bob.request<Fetched>('irn_fetchMessages', { topic })).messages).toEqual([])
    await bob.close()
    const again = await connect(relay.url, { secretKey: key })
    expect((await again.request<Fetched>('irn_fetchMessages', { topic })).messages).toEqual([])
    await Promise.all([alice.close(), again.close()])
  })
})

describe('fetch work is rate limited', () => {
  test('a batch fetch costs one request per topic', async () => {
    const relay = await start({ limits: { connectionBurst: 300, connectionRate: 0.001 } })
    const c = await connect(relay.url)
    const topics = Array.from({ length: 200 }, randomTopic)
    await c.request('irn_batchFetchMessages', { topics })
    await expect(c.request('irn_batchFetchMessages', { topics })).rejects.toMatchObject({ code: -32005 })
    await c.close()
  })
})
