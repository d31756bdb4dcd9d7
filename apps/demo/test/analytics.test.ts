import { type ApiServer, loadConfig, startApiServer } from '@portico/api'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { DemoWorld } from '../src/world.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, dialog, openDemo } from './harness.js'

type StoredEvent = { event_id: string; url: string; domain: string; timestamp_ms: string; props: Props }
type Props = { type: string; event: string; address?: string; properties?: Record<string, unknown> }

// The page talks to an API of this file's own (same devnet chains), whose analytics store the test reads:
// the shared world's API runs in the global setup's process.
describe.skipIf(skipBrowser)('analytics', () => {
  let browser: Browser
  let api: ApiServer
  const world = inject('world')

  beforeAll(async () => {
    browser = await connectBrowser()
    const chains = world.chains.map(({ chainId, name, rpcUrl, tokens }) => ({
      caipNetworkId: `eip155:${chainId}`,
      name,
      rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens,
    }))
    api = await startApiServer(
      loadConfig({}, { host: '127.0.0.1', port: 0, chains, indexer: { enabled: false, intervalMs: 1_000 } }),
    )
  })
  afterAll(async () => {
    await browser?.close()
    await api?.close()
  })

  const stored = () =>
    api.db.query<StoredEvent>(
      'select event_id, url, domain, timestamp_ms, props from analytics_events where project_id = $1 order by id',
      [world.projectId],
    )

  test('opening the modal, switching network and disconnecting arrive in the API analytics store', async () => {
    const demo = await openDemo(browser)
    const { page, context } = demo
    // The same page, pointed at this file's API.
    const ownWorld: DemoWorld = { ...world, apiUrl: api.url }
    await context.route('**/portico.json', (route) => route.fulfill({ json: ownWorld }))
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(api.url)) asked.push(new URL(request.url()).pathname)
    })
    await page.reload()
    await page.locator('.header').waitFor()
    await page.waitForTimeout(500)
    // Nothing at page load that the app did not ask for.
    expect(asked.filter((path) => path === '/getAnalyticsConfig' || path === '/e')).toEqual([])

    await connectWallet(page)
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
    await page.locator('portico-network-button').click()
    await dialog(page)
      .getByRole('button', { name: /Portico Devnet 31338/ })
      .click()
    await expect.poll(() => page.locator('.networks li.active').textContent()).toContain('31338')
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()

    const names = async () => (await stored()).map((row) => row.props.event)
    await expect
      .poll(names)
      .toEqual(expect.arrayContaining(['MODAL_OPEN', 'MODAL_CLOSE', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS']))
    const events = await stored()
    expect(events.map((row) => row.props.event)).not.toContain('MODAL_CREATED')
    expect(asked.filter((path) => path === '/getAnalyticsConfig')).toHaveLength(1)

    const address = demo.address.toLowerCase()
    const switched = events.find(
      (row) => row.props.event === 'SWITCH_NETWORK' && row.props.properties?.network === 'eip155:31338',
    )
    expect(switched?.props.address?.toLowerCase()).toBe(address)
    const demoHost = new URL(inject('demoUrl')).hostname
    expect(switched?.domain).toBe(demoHost)
    expect(switched?.url).toContain(demoHost)
    const disconnected = events.find((row) => row.props.event === 'DISCONNECT_SUCCESS')
    expect(disconnected?.props.address?.toLowerCase()).toBe(address)
    for (const row of events) {
      expect(row.event_id).toMatch(/^[0-9a-f-]{36}$/)
      expect(Number(row.timestamp_ms)).toBeGreaterThan(0)
      expect(row.props.type).toBe('track')
    }
    expect(demo.errors).toEqual([])
    await demo.close()
  })
})
