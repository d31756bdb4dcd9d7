import { startRelay } from '@portico/relay'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { hashKey } from './crypto.js'
import { generateClientKey, verifyRelayAuthJwt } from './relayAuth.js'
import { createRelayClient, type RelayMessage } from './relayClient.js'
import { nodeWebSocket, nodeWebSocketServer, type WsSocket } from './test/reference.js'

let WebSocket: typeof globalThis.WebSocket
beforeAll(async () => {
  WebSocket = await nodeWebSocket()
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const until = async (condition: () => boolean, timeout = 10_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function client(relayUrl: string, extra: { projectId?: string } = {}) {
  const received: RelayMessage[] = []
  const statuses: boolean[] = []
  const relay = createRelayClient({
    relayUrl,
    clientKey: generateClientKey(),
    WebSocket,
    onMessage: (message) => received.push(message),
    onStatus: (connected) => statuses.push(connected),
    backoff: { min: 50, max: 400 },
    ...extra,
  })
  cleanups.push(() => relay.close())
  return { relay, received, statuses }
}

const topic = (seed: string) => hashKey(Buffer.from(seed.padEnd(32, '.')).toString('hex'))

describe('relay client against a scripted relay', () => {
  async function scripted() {
    const Server = await nodeWebSocketServer()
    const server = new Server({ port: 0, host: '127.0.0.1' })
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const frames: Record<string, unknown>[] = []
    const urls: string[] = []
    const sockets: WsSocket[] = []
    server.on('connection', (socket, request) => {
      urls.push(request.url ?? '')
      sockets.push(socket)
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString())
        frames.push(frame)
        if (frame.method === 'irn_subscribe')
          socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: 'sub-1' }))
        else if (frame.method === 'irn_fetchMessages')
          socket.send(
            JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: { messages: [], hasMore: false } }),
          )
        else if (frame.method) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { url: `ws://127.0.0.1:${server.address().port}`, frames, urls, sockets }
  }

  test('authenticates with a did:key JWT for this relay in ?auth= and names the project', async () => {
    const relay = await scripted()
    const { relay: wc } = client(relay.url, { projectId: 'p1' })
    await wc.ready()
    const query = new URL(relay.urls[0]!, 'ws://x').searchParams
    expect(query.get('projectId')).toBe('p1')
    const claims = verifyRelayAuthJwt(query.get('auth')!)
    expect(claims.aud).toBe(relay.url)
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(claims.exp - claims.iat).toBe(86400)
  })

  test('publishes with the given tag and ttl, acknowledges each irn_subscription, delivers a repeated one once', async () => {
    const relay = await scripted()
    const { relay: wc, received } = client(relay.url)
    const a = topic('a')
    await wc.subscribe(a)
    // Subscribed once, then what was published meanwhile fetched.
    expect(relay.frames.map((frame) => frame.method)).toEqual(['irn_subscribe', 'irn_fetchMessages'])
    await wc.publish({ topic: a, message: 'AAAA', tag: 1108, ttl: 900, prompt: true })
    expect(relay.frames.find((frame) => frame.method === 'irn_publish')).toMatchObject({
      jsonrpc: '2.0',
      params: { topic: a, message: 'AAAA', tag: 1108, ttl: 900, prompt: true },
    })
    const push = (id: number) =>
      relay.sockets[0]!.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: { id: 'sub-1', data: { topic: a, message: 'BBBB', publishedAt: 1, tag: 1109 } },
        }),
      )
    push(7)
    push(8)
    await until(() => relay.frames.filter((frame) => frame.result === true).length === 2)
    expect(relay.frames.filter((frame) => 'result' in frame).map((frame) => frame.id)).toEqual([7, 8])
    expect(received).toEqual([{ topic: a, message: 'BBBB', publishedAt: 1, tag: 1109 }])
  })

  test('a fresh topic (new random key material, as a pairing) is subscribed without a fetch', async () => {
    const relay = await scripted()
    const { relay: wc } = client(relay.url)
    await wc.subscribe(topic('fresh'), { fresh: true })
    expect(relay.frames.map((frame) => frame.method)).toEqual(['irn_subscribe'])
  })

  test('ids are unique, increasing safe integers', async () => {
    const relay = await scripted()
    const { relay: wc } = client(relay.url)
    await Promise.all(Array.from({ length: 20 }, (_, i) => wc.subscribe(topic(`t${i}`))))
    const ids = relay.frames.map((frame) => frame.id as number)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(Number.isSafeInteger(id)).toBe(true)
  })

  test('ready() rejects when the relay cannot be reached', async () => {
    const { relay: wc } = client('ws://127.0.0.1:9')
    await expect(wc.ready(300)).rejects.toThrow(/Could not reach the relay/)
  })
})

describe('relay client against the Portico relay', () => {
  test('a message published on a topic reaches its subscriber once; one published before the subscription is fetched', async () => {
    const server = await startRelay()
    cleanups.push(() => server.stop())
    const alice = client(server.url)
    const bob = client(server.url)
    const t = topic('shared')
    await bob.relay.publish({ topic: t, message: 'early', tag: 1100, ttl: 300 })
    await alice.relay.subscribe(t)
    await bob.relay.publish({ topic: t, message: 'later', tag: 1102, ttl: 300 })
    await until(() => alice.received.length === 2)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(alice.received.map((message) => [message.message, message.tag])).toEqual([
      ['early', 1100],
      ['later', 1102],
    ])
  })

  test('after the relay restarts on the same port: reconnects, resubscribes, and delivers what was published meanwhile', async () => {
    let server = await startRelay()
    const port = Number(new URL(server.url).port)
    cleanups.push(() => server.stop())
    const alice = client(server.url)
    const t = topic('restart')
    await alice.relay.subscribe(t)
    await server.stop()
    await until(() => alice.statuses.at(-1) === false)
    // Published while the relay is down: queued, sent once it is back.
    const queued = alice.relay.publish({ topic: topic('other'), message: 'from-alice', tag: 1108, ttl: 900 })
    server = await startRelay({ port })
    const bob = client(server.url)
    await bob.relay.publish({ topic: t, message: 'while-away', tag: 1109, ttl: 300 })
    await queued
    await until(() => alice.received.some((message) => message.message === 'while-away'))
    expect(alice.statuses.filter((status) => status)).toHaveLength(2)
    await bob.relay.subscribe(topic('other'))
    await until(() => bob.received.some((message) => message.message === 'from-alice'))
    await bob.relay.publish({ topic: t, message: 'after', tag: 1109, ttl: 300 })
    await until(() => alice.received.some((message) => message.message === 'after'))
    expect(alice.received.filter((message) => message.message === 'while-away')).toHaveLength(1)
  })

  test('unsubscribed topics are not delivered', async () => {
    const server = await startRelay()
    cleanups.push(() => server.stop())
    const alice = client(server.url)
    const bob = client(server.url)
    const t = topic('gone')
    await alice.relay.subscribe(t)
    await alice.relay.unsubscribe(t)
    await bob.relay.publish({ topic: t, message: 'x', tag: 1, ttl: 300 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(alice.received).toEqual([])
    expect(alice.relay.topics).toEqual([])
  })
})
