import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'
import { connect, randomTopic, type TestClient } from './test/rpcClient.js'

// Whatever a client sends, the relay answers with JSON-RPC errors (or ignores what reads as a response) and
// keeps serving; nothing crashes and no promise is left rejected.

let relay: Relay
let client: TestClient
beforeAll(async () => {
  relay = await startRelay({
    limits: { connectionBurst: 1e6, connectionRate: 1e6, ipBurst: 1e6, ipRate: 1e6 },
  })
  client = await connect(relay.url)
})
afterAll(async () => {
  await client?.close()
  await relay?.stop()
})

const methods = [
  'irn_publish',
  'irn_batchPublish',
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_fetchMessages',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
  'irn_subscription',
  'eth_call',
  '__proto__',
  'constructor',
  'toString',
]

const frame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        jsonrpc: fc.constantFrom('2.0', '1.0', 2),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 80 }), fc.constant(null)),
        method: fc.oneof(fc.constantFrom(...methods), fc.string({ maxLength: 80 })),
        params: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record(
            {
              topic: fc.oneof(fc.string(), fc.constant('ab'.repeat(32)), fc.integer()),
              message: fc.oneof(fc.string(), fc.integer(), fc.constant('')),
              ttl: fc.oneof(fc.integer(), fc.double(), fc.constant(-1)),
              topics: fc.array(fc.string(), { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
)

test('fuzzed frames get only well-formed JSON-RPC answers and the relay keeps serving', async () => {
  const seen: unknown[] = []
  client.ws.on('message', (data) => seen.push(JSON.parse(data.toString())))
  const topic = randomTopic()
  await fc.assert(
    fc.asyncProperty(frame, async (text) => {
      seen.length = 0
      client.ws.send(text)
      // A real request after it: its answer comes after any answer to the fuzzed frame.
      expect(await client.request('irn_subscribe', { topic })).toMatch(/^[0-9a-f]{64}$/)
      for (const answer of seen.slice(0, -1)) {
        expect(answer).toMatchObject({ jsonrpc: '2.0' })
        const a = answer as { result?: unknown; error?: { code: number; message: string } }
        if (a.error) {
          expect([-32700, -32600, -32601, -32602, -32603, -32005]).toContain(a.error.code)
          expect(typeof a.error.message).toBe('string')
        } else expect(a).toHaveProperty('result')
      }
    }),
    { numRuns: 300 },
  )
  expect(client.ws.readyState).toBe(client.ws.OPEN)
})
