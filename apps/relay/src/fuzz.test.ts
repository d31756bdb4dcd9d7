import { randomBytes } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'
import { signClientJwt } from './relayToken.js'
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

// The HTTP side: whatever request line and headers arrive on a raw TCP socket, the answer is a 4xx status line
// (or 101 for a real upgrade) and the relay keeps serving.

const UPGRADE_HEADERS = [
  'Host: relay',
  'Connection: Upgrade',
  'Upgrade: websocket',
  'Sec-WebSocket-Version: 13',
  `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
]

/** Sends `head` on a raw socket and resolves with the status line of the answer ('' when the socket closes silently). */
function rawHttp(head: string): Promise<string> {
  const { hostname, port } = new URL(relay.url)
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), hostname)
    let received = ''
    socket.setEncoding('latin1')
    socket.on('connect', () => socket.write(head, 'latin1'))
    socket.on('data', (chunk: string) => {
      received += chunk
      const end = received.indexOf('\r\n')
      if (end === -1) return
      socket.destroy()
      resolve(received.slice(0, end))
    })
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

const upgradeRequest = (target: string, headers: readonly string[] = UPGRADE_HEADERS) =>
  `GET ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`

const validToken = () =>
  signClientJwt({
    secretKey: randomBytes(32),
    aud: relay.url,
    iat: Math.floor(Date.now() / 1_000),
    exp: Math.floor(Date.now() / 1_000) + 3_600,
  })

async function expectStillServing() {
  const other = await connect(relay.url)
  expect(await other.request('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
  await other.close()
}

test('an upgrade whose request-target is not a URL (GET //[) gets a 400 and the relay keeps serving', async () => {
  expect(await rawHttp(upgradeRequest('//['))).toBe('HTTP/1.1 400 Bad Request')
  expect(await rawHttp(upgradeRequest(`//[?auth=${validToken()}`))).toBe('HTTP/1.1 400 Bad Request')
  expect(await rawHttp(upgradeRequest('//relay:99999/'))).toBe('HTTP/1.1 400 Bad Request')
  await expectStillServing()
}, 20_000)

test('malformed upgrade requests and headers get a 400 and the relay keeps serving', async () => {
  const target = `/?auth=${validToken()}`
  const without = (name: string) => UPGRADE_HEADERS.filter((line) => !line.startsWith(name))
  // A broken header line, a bad key, an unknown protocol version, an upgrade to something else.
  expect(await rawHttp(upgradeRequest(target, [...UPGRADE_HEADERS, 'no colon here']))).toMatch(
    /^HTTP\/1\.1 400/,
  )
  expect(
    await rawHttp(upgradeRequest(target, [...without('Sec-WebSocket-Key'), 'Sec-WebSocket-Key: short'])),
  ).toMatch(/^HTTP\/1\.1 400/)
  expect(
    await rawHttp(upgradeRequest(target, [...without('Sec-WebSocket-Version'), 'Sec-WebSocket-Version: 99'])),
  ).toMatch(/^HTTP\/1\.1 400/)
  expect(await rawHttp(upgradeRequest(target, [...without('Upgrade:'), 'Upgrade: h2c']))).toMatch(
    /^HTTP\/1\.1 400/,
  )
  // The same request done right is upgraded.
  expect(await rawHttp(upgradeRequest(target))).toBe('HTTP/1.1 101 Switching Protocols')
  await expectStillServing()
})

test('fuzzed request-targets on an upgrade get a 4xx and the relay keeps serving', async () => {
  const target = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ maxLength: 60 }).map((rest) => `//${rest}`),
    fc.string({ maxLength: 60 }).map((rest) => `/?auth=${rest}`),
    fc.constantFrom('//[', '//[::1', '//a:b@[', '//x:-1/', '*', '%', '/?auth=%zz', 'http://[/'),
  )
  await fc.assert(
    fc.asyncProperty(target, async (requestTarget) => {
      const status = await rawHttp(upgradeRequest(requestTarget))
      expect(status).toMatch(/^(HTTP\/1\.1 4\d\d |$)/)
    }),
    { numRuns: 200 },
  )
  await expectStillServing()
})
