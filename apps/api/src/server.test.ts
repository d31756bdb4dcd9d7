import { rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { type ApiServer, startApiServer } from './server.js'
import { seededDataDir } from './test/seededDataDir.js'

// A tiny JSON-RPC node: answers eth_chainId, errors on anything else (as a node would).
let node: Server
let nodeUrl: string
let api: ApiServer

beforeAll(async () => {
  node = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const answer = (r: { id: unknown; method: string }) =>
        r.method === 'eth_chainId'
          ? { jsonrpc: '2.0', id: r.id, result: '0x7a69' }
          : { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: 'Method not found' } }
      const parsed = JSON.parse(body)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  api = await startApiServer(
    loadConfig(
      {},
      {
        port: 0,
        rateLimit: { requests: 1000, windowMs: 60_000 },
        projects: [
          { id: 'local', allowedOrigins: ['http://localhost:*'] },
          { id: 'tiny', allowedOrigins: ['*'] },
        ],
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Local',
            rpcUrl: nodeUrl,
            wsUrl: 'ws://127.0.0.1:1',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    ),
  )
})

afterAll(async () => {
  await api.close()
  await new Promise((resolve) => node.close(resolve))
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers })

describe('project and origin checks', () => {
  test('unknown or missing project id → 403 Unauthorized: invalid key', async () => {
    for (const path of ['/v1/supported-chains', '/v1/supported-chains?projectId=nope']) {
      const res = await get(path)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: 'Unauthorized: invalid key' })
    }
  })

  test('origin not on the allowlist → 403 Unauthorized: origin not allowed, not readable by that origin', async () => {
    const res = await get('/v1/supported-chains?projectId=local', { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await res.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
  })

  test('allowed origin gets data and CORS headers; preflight answers 204', async () => {
    const res = await get('/v1/supported-chains?projectId=local', { origin: 'http://localhost:5173' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(await res.json()).toEqual({
      http: ['eip155:31337'],
      ws: ['eip155:31337'],
      history: ['eip155:31337'],
    })
    const preflight = await fetch(`${api.url}/v1/supported-chains?projectId=local`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })
})

describe('rpc proxy', () => {
  const post = (query: string, body: string) =>
    fetch(`${api.url}/v1/?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })

  test('single and batched calls are forwarded; JSON-RPC errors pass through unchanged', async () => {
    const single = await post(
      'chainId=eip155:31337&projectId=local',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    )
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    const batch = await post(
      'chainId=31337&projectId=local',
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_gasPrice' },
      ]),
    )
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  test('bad input answers 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['projectId=local', '{}', 'query.chainId'],
      ['chainId=1&projectId=local', '{}', 'query.chainId'],
      ['chainId=31337&projectId=local', '{not json', 'body'],
      ['chainId=31337&projectId=local', JSON.stringify({ jsonrpc: '1.0', method: 'x' }), 'body'],
    ]
    for (const [query, body, field] of cases) {
      const res = await post(query, body)
      expect(res.status).toBe(400)
      expect((await res.json()).field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`))
    }
  })
})

test('rate limit per project: 429 with Retry-After', async () => {
  const limited = await startApiServer(
    loadConfig(
      {},
      {
        port: 0,
        rateLimit: { requests: 2, windowMs: 30_000 },
        projects: [{ id: 'p', allowedOrigins: ['*'] }],
      },
    ),
  )
  try {
    const statuses = []
    let retryAfter: string | null = null
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${limited.url}/v1/supported-chains?projectId=p`)
      statuses.push(res.status)
      retryAfter = res.headers.get('retry-after')
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  } finally {
    await limited.close()
  }
})

test('migrations are versioned and applied once across restarts', async () => {
  const dir = await seededDataDir('portico-api-')
  try {
    const first = await openDatabase({ dataDir: dir })
    expect(await migrate(first)).toContain('0001_analytics')
    await first.close()
    const second = await openDatabase({ dataDir: dir })
    expect(await migrate(second)).toEqual([])
    await second.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
