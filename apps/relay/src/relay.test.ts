import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'
import { connect, randomTopic } from './test/rpcClient.js'

let relay: Relay
beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(() => relay?.stop())

describe('publish and subscribe', () => {
  test('irn_subscribe returns a subscription id and a subscriber receives what another client publishes', async () => {
    const [alice, bob] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = randomTopic()
    const id = await bob.request<string>('irn_subscribe', { topic })
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    expect(await alice.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })).toBe(true)
    const [pushed] = await bob.waitForPushes(1)
    expect(pushed).toMatchObject({ subscriptionId: id, topic, message: 'hello', tag: 1108 })
    expect(pushed?.publishedAt).toBeGreaterThan(0)
    // The publisher does not hear its own message.
    await new Promise((r) => setTimeout(r, 50))
    expect(alice.pushed).toEqual([])
    await Promise.all([alice.close(), bob.close()])
  })

  test('irn_batchPublish, irn_batchSubscribe and irn_batchUnsubscribe', async () => {
    const [alice, bob] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topics = [randomTopic(), randomTopic()]
    const ids = await bob.request<string[]>('irn_batchSubscribe', { topics })
    expect(ids).toHaveLength(2)
    await alice.request('irn_batchPublish', {
      messages: topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 1 })),
    })
    const pushes = await bob.waitForPushes(2)
    expect(pushes.map((p) => p.message).sort()).toEqual(['m0', 'm1'])
    expect(
      await bob.request('irn_batchUnsubscribe', {
        subscriptions: topics.map((topic, i) => ({ topic, id: ids[i] })),
      }),
    ).toBe(true)
    await alice.request('irn_publish', { topic: topics[0], message: 'after', ttl: 300, tag: 1 })
    await new Promise((r) => setTimeout(r, 50))
    expect(bob.pushed).toHaveLength(2)
    await Promise.all([alice.close(), bob.close()])
  })

  test('irn_unsubscribe stops delivery', async () => {
    const [alice, bob] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = randomTopic()
    const id = await bob.request<string>('irn_subscribe', { topic })
    expect(await bob.request('irn_unsubscribe', { topic, id })).toBe(true)
    await alice.request('irn_publish', { topic, message: 'x', ttl: 300, tag: 1 })
    await new Promise((r) => setTimeout(r, 50))
    expect(bob.pushed).toEqual([])
    await Promise.all([alice.close(), bob.close()])
  })
})

describe('offline delivery', () => {
  test('a message published while the receiver was away arrives when it subscribes, once', async () => {
    const alice = await connect(relay.url)
    const topic = randomTopic()
    await alice.request('irn_publish', { topic, message: 'while away', ttl: 300, tag: 1100 })
    // The same message again (a retried publish) is kept once.
    await alice.request('irn_publish', { topic, message: 'while away', ttl: 300, tag: 1100 })
    const bobKey = randomBytes(32)
    const bob = await connect(relay.url, { secretKey: bobKey })
    await bob.request('irn_subscribe', { topic })
    const [pushed] = await bob.waitForPushes(1)
    expect(pushed).toMatchObject({ topic, message: 'while away', tag: 1100 })
    await new Promise((r) => setTimeout(r, 50))
    expect(bob.pushed).toHaveLength(1)
    await bob.close()
    // Acknowledged: the same client does not get it again after reconnecting.
    const again = await connect(relay.url, { secretKey: bobKey })
    await again.request('irn_subscribe', { topic })
    await new Promise((r) => setTimeout(r, 100))
    expect(again.pushed).toEqual([])
    await Promise.all([alice.close(), again.close()])
  })

  test('a message pushed but not acknowledged is delivered again after reconnecting', async () => {
    const alice = await connect(relay.url)
    const topic = randomTopic()
    const bobKey = randomBytes(32)
    const bob = await connect(relay.url, { secretKey: bobKey, autoAck: false })
    await bob.request('irn_subscribe', { topic })
    await alice.request('irn_publish', { topic, message: 'unacked', ttl: 300, tag: 1 })
    await bob.waitForPushes(1)
    await bob.close()
    const again = await connect(relay.url, { secretKey: bobKey })
    await again.request('irn_subscribe', { topic })
    const [pushed] = await again.waitForPushes(1)
    expect(pushed?.message).toBe('unacked')
    await Promise.all([alice.close(), again.close()])
  })

  test('irn_fetchMessages and irn_batchFetchMessages return undelivered messages with hasMore', async () => {
    const alice = await connect(relay.url)
    const [t1, t2] = [randomTopic(), randomTopic()]
    await alice.request('irn_publish', { topic: t1, message: 'one', ttl: 300, tag: 1 })
    await alice.request('irn_publish', { topic: t2, message: 'two', ttl: 300, tag: 2 })
    const bob = await connect(relay.url)
    const single = await bob.request<{ messages: unknown[]; hasMore: boolean }>('irn_fetchMessages', {
      topic: t1,
    })
    expect(single).toMatchObject({ hasMore: false, messages: [{ topic: t1, message: 'one', tag: 1 }] })
    // Fetched once, not again.
    const batch = await bob.request<{ messages: unknown[]; hasMore: boolean }>('irn_batchFetchMessages', {
      topics: [t1, t2],
    })
    expect(batch).toMatchObject({ hasMore: false, messages: [{ topic: t2, message: 'two', tag: 2 }] })
    await Promise.all([alice.close(), bob.close()])
  })
})

describe('WalletConnect combined methods', () => {
  test('wc_proposeSession publishes on the pairing topic and subscribes the dapp; wc_approveSession answers and settles', async () => {
    const dapp = await connect(relay.url)
    const wallet = await connect(relay.url)
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    expect(
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 }),
    ).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })
    const watcher = await connect(relay.url)
    await watcher.request('irn_subscribe', { topic: sessionTopic })
    expect(
      await wallet.request('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
        correlationId: 123,
      }),
    ).toBe(true)
    const [response] = await dapp.waitForPushes(1)
    expect(response).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })
    const [settle] = await watcher.waitForPushes(1)
    expect(settle).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 })
    // The wallet now listens on the session topic.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'settle ack', ttl: 300, tag: 1103 })
    const pushes = await wallet.waitForPushes(2)
    expect(pushes[1]).toMatchObject({ topic: sessionTopic, message: 'settle ack' })
    await Promise.all([dapp.close(), wallet.close(), watcher.close()])
  })
})

describe('bad requests', () => {
  test('unknown methods, bad params and malformed JSON get JSON-RPC errors', async () => {
    const c = await connect(relay.url)
    await expect(c.request('irn_nope', {})).rejects.toMatchObject({ code: -32601 })
    await expect(c.request('irn_publish', { topic: 'short', message: 'x', ttl: 1 })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(c.request('irn_subscribe')).rejects.toMatchObject({ code: -32602 })
    expect(await c.raw('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await c.raw('[1,2]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await c.raw('{"id":7}')).toMatchObject({ id: 7, error: { code: -32600 } })
    expect(await c.request('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
    await c.close()
  })
})
