import { afterAll, describe, expect, test } from 'vitest'
import { type Relay, type StartRelayParameters, startRelay } from './index.js'
import { connect, randomTopic } from './test/rpcClient.js'

// A hostile client against the mailbox: stored bytes are bounded per topic, per client and in total; a client
// only ever evicts its own messages; rates count messages and bytes, not requests.

const relays: Relay[] = []
const start = async (parameters: StartRelayParameters) => {
  const relay = await startRelay(parameters)
  relays.push(relay)
  return relay
}
afterAll(() => Promise.all(relays.map((r) => r.stop())))

type Fetched = { messages: Array<{ message: string }>; hasMore: boolean }
const big = (size: number, fill: string) => fill.repeat(size)
/** Limits high enough that only the bound under test applies. */
const open = {
  connectionBytesPerSecond: 1e9,
  connectionBytesBurst: 1e9,
  ipBytesPerSecond: 1e9,
  ipBytesBurst: 1e9,
}

describe('stored bytes', () => {
  test("a client over its byte quota drops its own oldest messages, never another client's", async () => {
    const relay = await start({
      limits: { ...open, maxBytesPerClient: 1_000_000, maxBytesTotal: 10_000_000 },
    })
    const [victim, attacker] = await Promise.all([connect(relay.url), connect(relay.url)])
    const proposal = randomTopic()
    await victim.request('irn_publish', { topic: proposal, message: 'proposal', ttl: 300, tag: 1100 })
    const topics = Array.from({ length: 5 }, randomTopic)
    for (const [i, topic] of topics.entries())
      await attacker.request('irn_publish', { topic, message: big(400_000, `${i}`), ttl: 300, tag: 1 })
    const reader = await connect(relay.url)
    const kept = await reader.request<Fetched>('irn_batchFetchMessages', { topics: [proposal, ...topics] })
    // 1 MB per client holds two of the 400 KB messages: the attacker's newest two, and the victim's proposal.
    expect(kept.messages.map((m) => m.message.slice(0, 8))).toEqual(['proposal', big(8, '3'), big(8, '4')])
    await Promise.all([victim.close(), attacker.close(), reader.close()])
  })

  test('when the relay is full of other clients’ messages a publish is refused with -32005', async () => {
    const relay = await start({
      limits: { ...open, maxBytesPerClient: 600_000, maxBytesTotal: 1_000_000 },
    })
    const [a, b, c] = await Promise.all([connect(relay.url), connect(relay.url), connect(relay.url)])
    const [ta, tb, tc] = [randomTopic(), randomTopic(), randomTopic()]
    await a.request('irn_publish', { topic: ta, message: big(400_000, 'a'), ttl: 300 })
    await b.request('irn_publish', { topic: tb, message: big(400_000, 'b'), ttl: 300 })
    await expect(
      c.request('irn_publish', { topic: tc, message: big(400_000, 'c'), ttl: 300 }),
    ).rejects.toMatchObject({ code: -32005, message: expect.stringMatching(/full/) })
    const reader = await connect(relay.url)
    const kept = await reader.request<Fetched>('irn_batchFetchMessages', { topics: [ta, tb, tc] })
    expect(kept.messages.map((m) => m.message[0])).toEqual(['a', 'b'])
    await Promise.all([a.close(), b.close(), c.close(), reader.close()])
  })

  test('a topic holds at most its byte bound: older messages of the same publisher go first', async () => {
    const relay = await start({ limits: { ...open, maxBytesPerTopic: 500_000 } })
    const alice = await connect(relay.url)
    const topic = randomTopic()
    for (const fill of ['a', 'b', 'c'])
      await alice.request('irn_publish', { topic, message: big(200_000, fill), ttl: 300 })
    const bob = await connect(relay.url)
    const kept = await bob.request<Fetched>('irn_fetchMessages', { topic })
    expect(kept.messages.map((m) => m.message[0])).toEqual(['b', 'c'])
    await Promise.all([alice.close(), bob.close()])
  })

  test('bytes per second are bounded per connection: a burst of large publishes gets -32005', async () => {
    const relay = await start({ limits: { connectionBytesPerSecond: 10_000, connectionBytesBurst: 600_000 } })
    const alice = await connect(relay.url)
    await alice.request('irn_publish', { topic: randomTopic(), message: big(400_000, 'x'), ttl: 300 })
    await expect(
      alice.request('irn_publish', { topic: randomTopic(), message: big(400_000, 'y'), ttl: 300 }),
    ).rejects.toMatchObject({ code: -32005 })
    await alice.close()
  })

  test('bytes per second are bounded per address over all its connections', async () => {
    const relay = await start({
      limits: { ...open, ipBytesPerSecond: 10_000, ipBytesBurst: 600_000 },
    })
    const [a, b] = await Promise.all([connect(relay.url), connect(relay.url)])
    await a.request('irn_publish', { topic: randomTopic(), message: big(400_000, 'x'), ttl: 300 })
    await expect(
      b.request('irn_publish', { topic: randomTopic(), message: big(400_000, 'y'), ttl: 300 }),
    ).rejects.toMatchObject({ code: -32005 })
    await Promise.all([a.close(), b.close()])
  })
})

describe('batches count their messages', () => {
  test('irn_batchPublish costs one request per message', async () => {
    const relay = await start({ limits: { connectionBurst: 20, connectionRate: 0.001 } })
    const alice = await connect(relay.url)
    const messages = Array.from({ length: 50 }, (_, i) => ({
      topic: randomTopic(),
      message: `m${i}`,
      ttl: 300,
    }))
    await expect(alice.request('irn_batchPublish', { messages })).rejects.toMatchObject({ code: -32005 })
    await alice.close()
  })

  test("a flood of batch publishes from other keys never evicts a dapp's pending proposal", async () => {
    const relay = await start({
      limits: { maxMessagesTotal: 30, maxMessagesPerClient: 10, connectionBurst: 1_000 },
    })
    const dapp = await connect(relay.url)
    const pairing = randomTopic()
    await dapp.request('irn_publish', { topic: pairing, message: 'proposal', ttl: 300, tag: 1100 })
    for (let round = 0; round < 5; round++) {
      const attacker = await connect(relay.url)
      const messages = Array.from({ length: 10 }, (_, i) => ({
        topic: randomTopic(),
        message: `flood ${round} ${i}`,
        ttl: 300,
      }))
      await attacker.request('irn_batchPublish', { messages }).catch(() => undefined)
      await attacker
        .request('irn_batchPublish', { messages: messages.map((m) => ({ ...m, message: `${m.message}'` })) })
        .catch(() => undefined)
      await attacker.close()
    }
    const wallet = await connect(relay.url)
    const got = await wallet.request<Fetched>('irn_fetchMessages', { topic: pairing })
    expect(got.messages.map((m) => m.message)).toEqual(['proposal'])
    await Promise.all([dapp.close(), wallet.close()])
  })
})

describe('what is published is what is delivered', () => {
  test('a NUL byte or a lone surrogate is refused with -32602 (as with PostgreSQL)', async () => {
    const relay = await start({})
    const alice = await connect(relay.url)
    for (const message of ['a\u0000b', 'lone \ud800 surrogate', 'x\udc00'])
      await expect(
        alice.request('irn_publish', { topic: randomTopic(), message, ttl: 300 }),
      ).rejects.toMatchObject({ code: -32602 })
    const topic = randomTopic()
    const exotic = 'emoji 😀, RTL ‮, BOM \ufeff, max \u{10ffff}'
    await alice.request('irn_publish', { topic, message: exotic, ttl: 300 })
    const bob = await connect(relay.url)
    expect((await bob.request<Fetched>('irn_fetchMessages', { topic })).messages[0]?.message).toBe(exotic)
    await Promise.all([alice.close(), bob.close()])
  })
})
