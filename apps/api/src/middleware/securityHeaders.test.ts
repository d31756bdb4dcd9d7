import { createHash } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startTestApi } from '../test/startTestApi.js'

// Response headers on every answer, the checkout page's own policy, and errors that never name a node.

/** A 127.0.0.1 port nothing listens on: taken from the OS, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

let port: number
let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  port = await closedPort()
  const down = `http://127.0.0.1:${port}`
  api = await startTestApi({
    indexer: { enabled: false, intervalMs: 1000 },
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Local',
        rpcUrl: down,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    bitcoinNodes: [
      {
        caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        rpcUrl: down,
        rpcAuth: { username: 'u', password: 'p' },
      },
    ],
  })
}, 60_000)
afterAll(() => api?.close())

const dataCsp = "default-src 'none'; frame-ancestors 'none'"

const checkoutUrl = async () => {
  const res = await api.get('/v1/generators/onrampurl?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address: '0x00000000000000000000000000000000000b0b01', assets: ['ETH'] }],
      partnerUserId: 'csp',
    }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { url: string }).url
}

describe('response headers', () => {
  test('every answer says nosniff; data answers load nothing and may not be framed', async () => {
    const answers = [
      await api.get('/health'),
      await api.get('/nowhere'),
      await api.get('/v1/supported-chains?projectId=local'),
      await api.get('/v1/supported-chains?projectId=nope'),
      await api.get('/public/getTokenImage/ETH'),
      await api.get('/esplora/bip122:ffff/fee-estimates'),
      await api.get('/onramp/checkout/nope'),
    ]
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    for (const res of answers.slice(0, 4)) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('content-security-policy')).toBe(dataCsp)
    }
  })

  test('the checkout page admits exactly its inline style and script, and may not be framed', async () => {
    const res = await api.get(new URL(await checkoutUrl()).pathname)
    expect(res.status).toBe(200)
    const html = await res.text()
    const csp = res.headers.get('content-security-policy') ?? ''
    const hash = (tag: string) => {
      const body = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? ''
      return `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    }
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `script-src ${hash('script')}`,
      `style-src ${hash('style')}`,
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ])
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/) // no inline attributes the policy would block
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
  // The page running under this policy in a real browser, with no violation through a whole payment, is
  // routes/onramp.test.ts's checkout test (one browser for both).
})

describe('errors never name a node', () => {
  test('an unreachable node answers a generic message; the details go to the server log only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const rpc = await api.get('/v1/?chainId=eip155:31337&projectId=local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
      })
      expect(rpc.status).toBe(502)
      const rpcBody = await rpc.text()
      expect(JSON.parse(rpcBody)).toEqual({ message: 'Upstream node unavailable' })

      const batch = await api.get('/v1/?chainId=eip155:31337&projectId=local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]),
      })
      expect(batch.status).toBe(502)
      const batchBody = await batch.text()

      const esplora = await api.get('/esplora/bip122:0f9188f13cb7b2c71f2a335e3a4fc328/blocks/tip/height')
      expect(esplora.status).toBe(502)
      const esploraBody = await esplora.text()
      expect(esploraBody).toBe('Upstream node unavailable')

      const balance = await api.get(
        '/v1/account/0x00000000000000000000000000000000000b0b01/balance?projectId=local&currency=usd&chainId=eip155:31337',
      )
      const balanceBody = await balance.text()

      for (const body of [rpcBody, batchBody, esploraBody, balanceBody]) {
        expect(body).not.toContain('127.0.0.1')
        expect(body).not.toContain(String(port))
      }
      expect(logged.mock.calls.flat().map(String).join('\n')).toContain(String(port))
    } finally {
      logged.mockRestore()
    }
  })
})
