// @vitest-environment node
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Account's Sessions in a real browser, in both themes: the entry shows only for an EVM smart account with
// `features.smartSessions`; the view says what each active session may spend (token and limit in its decimals,
// native targets), what it has used, when it expires ('Expired' once past), and Revoke — a revoke the wallet does
// not make says so and keeps the session. Loading, failed and empty states; axe finds nothing serious.
// The sessions shown are the store's state, as the wallet's list and the chain's reads leave it (the test
// wallet connected here has no session methods: its list and revokes fail, as a wallet's would).

const root = fileURLToPath(new URL('../../..', import.meta.url))
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const SHOTS = '/tmp'

const page = `<!doctype html><html lang="en"><head><title>Sessions</title></head><body style="margin:0;min-height:900px"><script type="module" src="/main.js"></script></body></html>`

const entry = `
import { createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { createModal } from './src/index.ts'
import './src/elements.ts'
import { getSessionsStore } from './src/views/account/sessionsStore.ts'

const evm = createTestAdapter('eip155')
const config = createConfig({
  projectId: 'sessions',
  networks: [defineNetwork({ id: 31337, name: 'Devnet', chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })],
  adapters: [evm.adapter],
  storage: memoryStorage(),
  reconnectOnInit: false,
  features: { smartSessions: true, swaps: false, onramp: false, history: false },
  api: { url: 'http://api.test', fetch: async () => new Response('{}', { status: 404 }) },
})
const modal = createModal({ config, themeMode: 'dark' })

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SIGNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = (context, permission, expiry, token, spend) => ({
  permission: { context, delegationManager: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', dependencies: [],
    signer: SIGNER, account: undefined, permission, expiry, chainId: 31337 },
  token, spend, revoke: 'idle',
})
const fixtures = {
  sessions: () => [
    session('0x01', { type: 'erc20-token-allowance', token: USDC, allowance: 10000000n }, 1894708800,
      { symbol: 'USDC', decimals: 6 }, { status: 'read', spent: 2500000n }),
    session('0x02', { type: 'native-token-allowance', allowance: 10000000000000000n,
      targets: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] }, 1894708800,
      { symbol: 'ETH', decimals: 18 }, { status: 'read', spent: 0n }),
    session('0x03', { type: 'erc20-token-allowance', token: USDC, allowance: 5000000n }, 1700000000,
      { symbol: 'USDC', decimals: 6 }, { status: 'unavailable' }),
  ],
  empty: () => [],
}
window.kit = {
  config,
  async connect() {
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    config.open({ view: 'Account' })
  },
  account(type, mode) {
    config.account.set('eip155', 'preferredAccountType', type)
    config.account.set('eip155', 'smartAccountMode', mode)
  },
  show(name, status = 'ready') {
    const { state } = getSessionsStore(config)
    state.sessions = fixtures[name]?.() ?? []
    state.status = status
  },
  theme: (mode) => modal.setThemeMode(mode),
}
`

async function seriousViolations(tab: Page) {
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.addScriptTag({ path: AXE })
  const violations = await tab.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe
    return (await axe.run(document)).violations as {
      id: string
      impact: string
      nodes: { target: string[] }[]
    }[]
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({
      id,
      targets: nodes.map((node) => node.target),
      why: nodes.map((node) => (node as unknown as { failureSummary?: string }).failureSummary),
    }))
}

const frames = (tab: Page) =>
  tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Theme colours and the view's height move in transitions: once they started, wait until none runs (spinners spin on). */
async function settled(tab: Page) {
  await frames(tab)
  await tab.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  await frames(tab)
}

type Kit = {
  connect(): Promise<void>
  account(type: string, mode: string | undefined): void
  show(name: string, status?: string): void
  theme(mode: 'dark' | 'light'): void
}
const kit = (tab: Page) => (fn: (kit: Kit) => unknown) =>
  tab.evaluate(`(${fn.toString()})(window.kit)`) as Promise<unknown>

describe.skipIf(skipBrowser)('Sessions', () => {
  let server: Server
  let browser: Browser
  let url: string
  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: entry, resolveDir: root, sourcefile: 'main.ts', loader: 'ts' },
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const script = bundle.outputFiles[0]!.text
    server = createServer((request, response) => {
      const js = request.url === '/main.js'
      response.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' })
      response.end(js ? script : page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    mkdirSync(SHOTS, { recursive: true })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  async function openAccount() {
    const tab = await browser.newPage({
      timezoneId: 'UTC',
      locale: 'en-US',
      viewport: { width: 520, height: 900 },
    })
    await tab.goto(url)
    await tab.waitForFunction(() => 'kit' in window)
    await kit(tab)((k) => k.connect())
    const dialog = tab.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    return { tab, dialog, run: kit(tab) }
  }

  test('Account offers Sessions only for an EVM smart account of its own address', async () => {
    const { tab, dialog, run } = await openAccount()
    const entry = dialog.getByRole('button', { name: 'Sessions' })
    expect(await entry.count()).toBe(0)
    await run((k) => k.account('smartAccount', 'counterfactual'))
    await entry.waitFor()
    for (const mode of ['dark', 'light'] as const) {
      await run(new Function('k', `k.theme('${mode}')`) as (k: Kit) => void)
      await tab.mouse.move(0, 0)
      await settled(tab)
      await tab.screenshot({ path: `${SHOTS}/sessions-view-account-${mode}.png` })
      expect(await seriousViolations(tab), mode).toEqual([])
    }
    // The EOA upgraded in place has no session executor.
    await run((k) => k.account('smartAccount', 'eip7702'))
    await entry.waitFor({ state: 'detached' })
    await run((k) => k.account('eoa', undefined))
    await tab.close()
  }, 60_000)

  test('each session in words, its use and expiry; a refused revoke keeps it; states; axe in both themes', async () => {
    const { tab, dialog, run } = await openAccount()
    await run((k) => k.account('smartAccount', 'counterfactual'))
    await dialog.getByRole('button', { name: 'Sessions' }).click()
    await dialog.getByRole('heading', { name: 'Sessions' }).waitFor()
    // The connected test wallet cannot list sessions: the failed state, with Try again.
    await dialog.getByText('Sessions could not be loaded').waitFor()
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()
    await settled(tab)
    expect(await seriousViolations(tab)).toEqual([])

    await run((k) => k.show('sessions'))
    const rows = dialog.getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(3)
    const texts = async (id: string) =>
      (await dialog.locator(`[data-testid="${id}"]`).allInnerTexts()).map((text) => text.trim())
    expect(await texts('session-allowance')).toEqual([
      'Spend up to 10 USDC',
      'Spend up to 0.01 ETH',
      'Spend up to 5 USDC',
    ])
    expect(await texts('session-targets')).toEqual(['Only to 0x3C…4293BC'])
    expect(await texts('session-used')).toEqual([
      '2.5 of 10 USDC used',
      '0 of 0.01 ETH used',
      'Spending could not be read',
    ])
    expect(await texts('session-expiry')).toEqual([
      'Expires Jan 15, 2030, 12:00 PM',
      'Expires Jan 15, 2030, 12:00 PM',
      'Expired',
    ])
    expect(await texts('session-signer')).toEqual(Array(3).fill('App key 0x70…dc79C8'))

    for (const mode of ['dark', 'light'] as const) {
      await run(new Function('k', `k.theme('${mode}')`) as (k: Kit) => void)
      await tab.mouse.move(0, 0)
      await settled(tab)
      await tab.screenshot({ path: `${SHOTS}/sessions-view-${mode}.png` })
      expect(await seriousViolations(tab), mode).toEqual([])
    }

    // Revoke: the wallet does not revoke it, so it says so, and the session stays.
    await dialog.getByRole('button', { name: 'Revoke: Spend up to 10 USDC' }).click()
    const alert = dialog.locator('[data-testid="session-revoke-error"]')
    await alert.waitFor()
    expect((await alert.textContent())?.trim()).toBe('The session could not be revoked. It is still active.')
    expect(await alert.getAttribute('role')).toBe('alert')
    expect(await rows.count()).toBe(3)
    await tab.screenshot({ path: `${SHOTS}/sessions-view-revoke-refused.png` })
    expect(await seriousViolations(tab)).toEqual([])

    await run((k) => k.show('empty'))
    await dialog.getByText('No active sessions').waitFor()
    await settled(tab)
    await tab.screenshot({ path: `${SHOTS}/sessions-view-empty.png` })
    expect(await seriousViolations(tab)).toEqual([])
    await run((k) => k.show('empty', 'loading'))
    await dialog.locator('portico-sessions-view portico-spinner[label="Loading"]').waitFor()
    await tab.close()
  }, 120_000)
})
