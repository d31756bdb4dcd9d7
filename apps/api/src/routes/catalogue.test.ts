import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { startTestApi } from '../test/startTestApi.js'

let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api.close())

const wallets = async (query: string) => {
  const res = await api.get(`/getWallets?projectId=local&st=portico&sv=test&${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as {
    count: number
    data: { id: string; name: string; rdns: string | null; image_id: string }[]
  }
}

describe('getWallets', () => {
  test('pages of 40 by default, featured order first, count is the total', async () => {
    const first = await wallets('page=1')
    expect(first.data.length).toBe(Math.min(40, first.count))
    expect(first.data[0]?.id).toBe('portico-dev')
    expect(first.data[1]?.id).toBe('metamask')
    const small = await wallets('page=2&entries=5')
    expect(small.data.map((w) => w.id)).toEqual(first.data.slice(5, 10).map((w) => w.id))
    const beyond = await wallets('page=99&entries=5')
    expect(beyond).toEqual({ count: first.count, data: [] })
  })

  test('search, include, exclude, chains and badge filter', async () => {
    expect((await wallets('search=rain')).data.map((w) => w.id)).toEqual(['rainbow', 'rainbow-desktop'])
    expect((await wallets('include=phantom,xverse')).data.map((w) => w.id)).toEqual(['phantom', 'xverse'])
    const excluded = await wallets('exclude=metamask,portico-dev')
    expect(excluded.data.map((w) => w.id)).not.toContain('metamask')
    const polkadot = await wallets('chains=polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(polkadot.data.map((w) => w.id)).toContain('talisman')
    expect(polkadot.data.map((w) => w.id)).not.toContain('metamask')
    const certified = await wallets('badge_type=certified')
    expect(
      certified.data.every((w) =>
        ['metamask', 'coinbase', 'rainbow', 'trust', 'phantom', 'okx', 'ledger'].includes(w.id),
      ),
    ).toBe(true)
  })

  test('bad paging answers 400 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'query.page'],
      ['entries=1000', 'query.entries'],
      ['badge_type=gold', 'query.badge_type'],
    ]) {
      const res = await api.get(`/getWallets?projectId=local&${query}`)
      expect(res.status).toBe(400)
      expect((await res.json()).field).toBe(field)
    }
  })

  test('needs a known project', async () => {
    expect((await api.get('/getWallets')).status).toBe(403)
  })
})

describe('images', () => {
  test('wallet images are generated SVGs; unknown wallets 404', async () => {
    const res = await api.get('/getWalletImage/coinbase?projectId=local')
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('>CW</text>')
    expect((await api.get('/getWalletImage/nope?projectId=local')).status).toBe(404)
  })

  test('asset, currency and token images', async () => {
    for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
      const res = await api.get(`/public/${kind}/usdc?projectId=local`)
      expect(res.status).toBe(200)
      expect(await res.text()).toMatch(/^<svg/)
    }
  })
})

describe('analytics', () => {
  const event = {
    eventId: 'e1',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1,
    props: { event: 'MODAL_OPEN' },
  }
  const post = (project: string, body: unknown, origin = 'http://localhost:5173') =>
    api.get(`/e?projectId=${project}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('config says whether a project collects analytics', async () => {
    expect(await (await api.get('/getAnalyticsConfig?projectId=local')).json()).toEqual({
      isAnalyticsEnabled: true,
    })
    expect(await (await api.get('/getAnalyticsConfig?projectId=quiet')).json()).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test('events are stored for enabled projects, dropped for disabled ones, origin-checked and validated', async () => {
    expect(await (await post('local', event)).json()).toEqual({ stored: true })
    expect(await (await post('quiet', event)).json()).toEqual({ stored: false })
    expect((await post('local', event, 'https://elsewhere.example')).status).toBe(403)
    const bad = await post('local', { ...event, timestamp: 'yesterday' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('body.timestamp')
  })
})

describe('wallets added by the config', () => {
  test('are listed in order among the built-in ones, with their links and an image', async () => {
    const extra = await startTestApi({
      catalogueWallets: [
        {
          id: 'portico-dev-wc',
          name: 'Portico Dev Wallet (WalletConnect)',
          chains: ['eip155', 'solana'],
          mobile_link: 'http://127.0.0.1:5999',
          webapp_link: 'http://127.0.0.1:5999',
          order: 0.5,
        },
      ],
    })
    try {
      const res = await extra.get('/getWallets?projectId=local&st=portico&sv=test&page=1')
      const { data } = (await res.json()) as {
        data: { id: string; mobile_link: string | null; image_id: string }[]
      }
      expect(data.map((w) => w.id).slice(0, 3)).toEqual(['portico-dev', 'portico-dev-wc', 'metamask'])
      expect(data[1]).toMatchObject({ mobile_link: 'http://127.0.0.1:5999', image_id: 'portico-dev-wc' })
      const image = await extra.get('/getWalletImage/portico-dev-wc?projectId=local&st=portico&sv=test')
      expect(image.status).toBe(200)
    } finally {
      await extra.close()
    }
  })

  test('a malformed entry is refused when the API starts', () => {
    expect(() =>
      loadConfig({}, { catalogueWallets: [{ id: 'Bad Id!', name: '', chains: [] }] as never }),
    ).toThrow()
  })
})
