import { randomBytes } from 'node:crypto'
import { postgresAvailable, startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'
import { connect, randomTopic } from './test/rpcClient.js'
import { closeClient, initClient, pairRequestAndEvent } from './test/signClients.js'

// Two relay processes on one PostgreSQL database act as one relay: what is published on one reaches
// subscribers on the other at once, and what was published while a client was away waits for it on either.

const available = await postgresAvailable()

describe.skipIf(!available)('two relays on one PostgreSQL database', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>
  let a: Relay
  let b: Relay
  beforeAll(async () => {
    postgres = await startPostgres()
    // Started together: table creation is serialised between them.
    ;[a, b] = await Promise.all([
      startRelay({ databaseUrl: postgres.url, limits: { maxMessagesPerTopic: 3 } }),
      startRelay({ databaseUrl: postgres.url, limits: { maxMessagesPerTopic: 3 } }),
    ])
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await postgres?.stop()
  })

  test('a publish on one reaches a subscriber on the other; offline messages wait on both', async () => {
    const alice = await connect(a.url)
    const bobKey = randomBytes(32)
    const bob = await connect(b.url, { secretKey: bobKey, autoAck: false })
    const topic = randomTopic()
    await bob.request('irn_subscribe', { topic })
    await alice.request('irn_publish', { topic, message: 'live', ttl: 300, tag: 1108 })
    const [live] = await bob.waitForPushes(1)
    expect(live).toMatchObject({ topic, message: 'live', tag: 1108 })
    await bob.close()
    // Not acknowledged on b: delivered again when bob comes back on a.
    await alice.request('irn_publish', { topic, message: 'while away', ttl: 300, tag: 1108 })
    const again = await connect(a.url, { secretKey: bobKey })
    await again.request('irn_subscribe', { topic })
    const pushes = await again.waitForPushes(2)
    // The order may differ: a NOTIFY can land after the subscribe.
    expect(pushes.map((p) => p.message).sort()).toEqual(['live', 'while away'])
    await Promise.all([alice.close(), again.close()])
  })

  test('a burst over a topic bound reaches live subscribers on both relays whole; a message too large for a notice too', async () => {
    // Each push comes from the publish (its own relay) or the message inside the NOTIFY (the other one),
    // never from reading it back, which the burst's own evictions (bound 3) would have emptied.
    const alice = await connect(a.url)
    const onA = await connect(a.url)
    const onB = await connect(b.url)
    const topic = randomTopic()
    await onA.request('irn_subscribe', { topic })
    await onB.request('irn_subscribe', { topic })
    const burst = Array.from({ length: 8 }, (_, i) => `burst ${i}`)
    await Promise.all(
      burst.map((message) => alice.request('irn_publish', { topic, message, ttl: 300, tag: 1 })),
    )
    for (const subscriber of [onA, onB]) {
      const pushed = await subscriber.waitForPushes(burst.length, 15_000)
      expect(pushed.map((p) => p.message).sort()).toEqual([...burst].sort())
    }
    // Over the notice's 7,000 bytes: the other relay reads it back by id.
    const large = 'x'.repeat(12_000)
    await alice.request('irn_publish', { topic, message: large, ttl: 300, tag: 1 })
    for (const subscriber of [onA, onB]) {
      const pushed = await subscriber.waitForPushes(burst.length + 1, 15_000)
      expect(pushed.at(-1)?.message).toBe(large)
    }
    await Promise.all([alice.close(), onA.close(), onB.close()])
  })

  test('a topic keeps its newest messages within its bound; fetch works across instances', async () => {
    const alice = await connect(a.url)
    const topic = randomTopic()
    for (let i = 0; i < 5; i++)
      await alice.request('irn_publish', { topic, message: `m${i}`, ttl: 300, tag: 1 })
    await alice.request('irn_publish', { topic, message: 'm4', ttl: 300, tag: 1 })
    const bob = await connect(b.url)
    const fetched = await bob.request<{ messages: Array<{ message: string }>; hasMore: boolean }>(
      'irn_fetchMessages',
      { topic },
    )
    expect(fetched.messages.map((m) => m.message)).toEqual(['m2', 'm3', 'm4'])
    await Promise.all([alice.close(), bob.close()])
  })

  test('a NUL byte or a lone surrogate is refused with -32602, as in memory; anything else arrives unchanged', async () => {
    const alice = await connect(a.url)
    for (const message of ['a\u0000b', 'lone \ud800 surrogate', 'x\udc00'])
      await expect(
        alice.request('irn_publish', { topic: randomTopic(), message, ttl: 300 }),
      ).rejects.toMatchObject({ code: -32602 })
    const topic = randomTopic()
    const exotic = 'emoji \u{1f600}, RTL \u202e, BOM \ufeff, max \u{10ffff}'
    await alice.request('irn_publish', { topic, message: exotic, ttl: 300 })
    const bob = await connect(b.url)
    const fetched = await bob.request<{ messages: Array<{ message: string }> }>('irn_fetchMessages', {
      topic,
    })
    expect(fetched.messages[0]?.message).toBe(exotic)
    await Promise.all([alice.close(), bob.close()])
  })

  test("bounds hold in the database: a client's own oldest messages make room, others' never do", async () => {
    const quota = await startRelay({ databaseUrl: postgres.url, limits: { maxBytesPerClient: 500_000 } })
    const tight = await startRelay({ databaseUrl: postgres.url, limits: { maxMessagesTotal: 1 } })
    try {
      const alice = await connect(quota.url)
      const topics = [randomTopic(), randomTopic(), randomTopic()]
      for (const [i, topic] of topics.entries())
        await alice.request('irn_publish', { topic, message: `${i}`.padEnd(200_000, '.'), ttl: 300 })
      const reader = await connect(a.url)
      const kept = await reader.request<{ messages: Array<{ message: string }> }>('irn_batchFetchMessages', {
        topics,
      })
      expect(kept.messages.map((m) => m.message[0])).toEqual(['1', '2'])
      // The database holds other clients' messages: a relay allowed one message in all refuses a newcomer.
      const bob = await connect(tight.url)
      await expect(
        bob.request('irn_publish', { topic: randomTopic(), message: 'no room', ttl: 300 }),
      ).rejects.toMatchObject({ code: -32005, message: expect.stringMatching(/full/) })
      await Promise.all([alice.close(), reader.close(), bob.close()])
    } finally {
      await quota.stop()
      await tight.stop()
    }
  })

  test('reference Sign clients: the dapp on one relay, the wallet on the other, pair and request', async () => {
    const dapp = await initClient(a.url, 'dapp')
    const wallet = await initClient(b.url, 'wallet')
    try {
      const { result, event } = await pairRequestAndEvent(dapp, wallet)
      expect(result).toBe('signed:0x68656c6c6f')
      expect(event).toMatchObject({ name: 'accountsChanged' })
    } finally {
      await closeClient(dapp)
      await closeClient(wallet)
    }
  })
})
