import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/http.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'
import { createCatalogueClient } from './createCatalogueClient.js'
import { startTestServer, type TestServer } from './test/server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const sdk = { projectId: 'project-1', sdkType: 'portico', sdkVersion: 'html-core-0.0.0', retryDelay: 1 }
const sdkQuery = { projectId: 'project-1', st: 'portico', sv: 'html-core-0.0.0' }

describe('catalogue client', () => {
  it('lists wallets with sdk params, 40 entries by default and comma-separated lists', async () => {
    const wallet = { id: 'w1', name: 'Wallet One', image_id: 'img-1', rdns: 'io.one' }
    server.route('/getWallets', { body: { data: [wallet], count: 1 } })
    const catalogue = createCatalogueClient({ baseUrl: server.url, ...sdk })
    const result = await catalogue.getWallets({
      page: 1,
      chains: ['eip155:1', 'solana:main'],
      exclude: 'x',
      search: '',
    })
    expect(result).toEqual({ data: [wallet], count: 1 })
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      ...sdkQuery,
      page: '1',
      entries: '40',
      chains: 'eip155:1,solana:main',
      exclude: 'x',
    })
  })

  it('fetches images as blobs from their paths', async () => {
    for (const path of [
      '/getWalletImage/a',
      '/public/getAssetImage/b',
      '/public/getCurrencyImage/c',
      '/public/getTokenImage/d',
    ]) {
      server.route(path, { body: path, headers: { 'content-type': 'image/webp' } })
    }
    const catalogue = createCatalogueClient({ baseUrl: server.url, ...sdk })
    const blobs = await Promise.all([
      catalogue.getWalletImage('a'),
      catalogue.getAssetImage('b'),
      catalogue.getCurrencyImage('c'),
      catalogue.getTokenImage('d'),
    ])
    expect(await Promise.all(blobs.map((b) => b.text()))).toEqual([
      '/getWalletImage/a',
      '/public/getAssetImage/b',
      '/public/getCurrencyImage/c',
      '/public/getTokenImage/d',
    ])
    expect(blobs.every((b) => b.type === 'image/webp')).toBe(true)
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual(sdkQuery)
  })

  it('reads the analytics config, and disables analytics when it fails', async () => {
    server.route('/getAnalyticsConfig', (_, count) =>
      count === 0 ? { body: { isAnalyticsEnabled: true } } : { status: 404, body: 'gone' },
    )
    const catalogue = createCatalogueClient({ baseUrl: server.url, ...sdk })
    expect(await catalogue.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    expect(await catalogue.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})

describe('analytics client', () => {
  it('posts /e with eventId, url, domain, timestamp and props', async () => {
    server.route('/e', { status: 202 })
    const analytics = createAnalyticsClient({ baseUrl: server.url, ...sdk, now: () => 1234 })
    await analytics.sendEvent({
      url: 'https://app.test/page',
      domain: 'app.test',
      props: { type: 'track', event: 'SEND_SUCCESS', address: '0xabc' },
    })
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(Object.fromEntries(request!.query)).toEqual(sdkQuery)
    const body = JSON.parse(request!.body) as Record<string, unknown>
    expect(body).toMatchObject({
      url: 'https://app.test/page',
      domain: 'app.test',
      timestamp: 1234,
      props: { type: 'track', event: 'SEND_SUCCESS', address: '0xabc' },
    })
    expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('does not send modal-created events', async () => {
    const analytics = createAnalyticsClient({ baseUrl: server.url, ...sdk })
    await analytics.sendEvent({ props: { type: 'track', event: 'MODAL_CREATED' } })
    expect(server.requests).toHaveLength(0)
  })

  it('surfaces a 403 origin error with its body', async () => {
    server.route('/e', { status: 403, body: 'Unauthorized: origin not allowed' })
    const analytics = createAnalyticsClient({ baseUrl: server.url, ...sdk, retryCount: 0 })
    const error = await analytics.sendEvent({ props: { event: 'MODAL_OPEN' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).body).toBe('Unauthorized: origin not allowed')
  })
})
