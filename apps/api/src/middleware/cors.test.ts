import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApi } from '../test/startTestApi.js'

// Who may read an answer cross-origin: only the project's own origins (data and errors alike); public data and the
// origin check any page, by a wildcard.

let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({
    indexer: { enabled: false, intervalMs: 1000 },
    projects: [{ id: 'local', allowedOrigins: ['http://localhost:*'] }],
    // For a checkout session only: nothing here reaches the node.
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Local',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
}, 60_000)
afterAll(() => api?.close())

const allowed = 'http://localhost:5173'
const refused = 'https://evil.example'
const acao = (res: Response) => res.headers.get('access-control-allow-origin')
const preflight = (path: string, origin: string) =>
  api.get(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })

describe('CORS', () => {
  test("a project's own origin reads its data", async () => {
    const res = await api.get('/v1/supported-chains?projectId=local', { headers: { origin: allowed } })
    expect(res.status).toBe(200)
    expect(acao(res)).toBe(allowed)
    expect(res.headers.get('vary')).toContain('Origin')
  })

  test('another origin reads nothing, not even the refusal; the origin check tells any page its verdict', async () => {
    const refusal = await api.get('/v1/supported-chains?projectId=local', { headers: { origin: refused } })
    expect(refusal.status).toBe(403)
    expect(acao(refusal)).toBeNull()
    const unknown = await api.get('/v1/supported-chains?projectId=nope', { headers: { origin: allowed } })
    expect(unknown.status).toBe(403)
    expect(acao(unknown)).toBeNull()

    // The project's own origin reads its errors too (here a validation error), with Retry-After exposed.
    const invalid = await api.get('/v1/convert/tokens?projectId=local&chainId=nope', {
      headers: { origin: allowed },
    })
    expect(invalid.status).toBeGreaterThanOrEqual(400)
    expect(acao(invalid)).toBe(allowed)

    const check = (projectId: string, origin: string) =>
      api.get(`/origin-check?projectId=${projectId}`, { headers: { origin } })
    const verdict = await check('local', refused)
    expect(verdict.status).toBe(200)
    expect(acao(verdict)).toBe('*')
    expect(await verdict.json()).toEqual({ project: true, originAllowed: false })
    expect(await (await check('local', allowed)).json()).toEqual({ project: true, originAllowed: true })
    expect(await (await check('nope', allowed)).json()).toEqual({ project: false, originAllowed: false })
    expect((await api.get('/origin-check', { headers: { origin: refused } })).status).toBe(400)

    // A data answer of a route outside the project guard (the checkout page) is not readable by it.
    const created = await api.get('/v1/generators/onrampurl?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: allowed },
      body: JSON.stringify({
        destinationWallets: [{ address: '0x00000000000000000000000000000000000b0b01' }],
        partnerUserId: 'cors',
      }),
    })
    const { url } = (await created.json()) as { url: string }
    const page = await api.get(new URL(url).pathname, { headers: { origin: refused } })
    expect(page.status).toBe(200)
    expect(acao(page)).toBeNull()
  })

  test('public data (catalogue images, Esplora) is readable by any origin', async () => {
    const image = await api.get('/public/getTokenImage/ETH', { headers: { origin: refused } })
    expect(image.status).toBe(200)
    // A wildcard, never an echo of the asking origin.
    expect(acao(image)).toBe('*')
  })

  test('a preflight answers only origins a project allows', async () => {
    const ok = await preflight('/v1/?chainId=31337&projectId=local', allowed)
    expect(ok.status).toBe(204)
    expect(acao(ok)).toBe(allowed)
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST')
    expect(ok.headers.get('access-control-allow-headers')).toBe('content-type')

    // Without projectId in the query (it travels in the body), any project's origins.
    expect(acao(await preflight('/v1/fungible/price', allowed))).toBe(allowed)

    for (const path of ['/v1/?chainId=31337&projectId=local', '/v1/fungible/price', '/v1/?projectId=nope']) {
      const no = await preflight(path, refused)
      expect(acao(no)).toBeNull()
      expect(no.headers.get('access-control-allow-methods')).toBeNull()
    }
    expect(acao(await preflight('/v1/?projectId=nope', allowed))).toBeNull()
    expect(acao(await preflight('/esplora/bip122:ffff/tx', refused))).toBe('*')
  })
})
