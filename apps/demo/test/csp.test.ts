import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devWalletConfig, WORLD_PATH } from '../server/porticoPlugin.js'
import type { DemoWorld } from '../src/world.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, dialog } from './harness.js'

// The production build under a strict Content-Security-Policy: no inline script or style, no eval, and
// requests only to the page itself, the API and the chains' nodes. Connect, Account, Send and Swap must not
// trip it. Dev wallet: devnet account 3 (anvil's ETH only), so no other test's balances move.

const BUILD = fileURLToPath(new URL('../test-results/build/', import.meta.url))
const INJECT_PATH = createRequire(import.meta.url).resolve('@portico/dev-wallet/inject.js')

/** The policy: what the demo needs, and nothing more. */
function demoCsp(world: DemoWorld): string {
  const origin = (url: string) => new URL(url).origin
  const connect = new Set([
    origin(world.apiUrl),
    ...world.chains.map((chain) => origin(chain.rpcUrl)),
    ...(world.bitcoin ? [origin(world.bitcoin.esploraUrl)] : []),
    ...(world.polkadot ? [origin(world.polkadot.wsUrl)] : []),
    ...(world.solana ? [origin(world.solana.rpcUrl), origin(world.solana.wsUrl)] : []),
    // The wallet service: Connect asks it which social logins it offers (and the e-mail login checks the project).
    ...(world.authUrl ? [origin(world.authUrl)] : []),
  ])
  return [
    "default-src 'self'",
    // WebAssembly (the Polkadot adapter's sr25519) compiles; JavaScript eval stays refused.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    // Token icons are the API's (`/public/getTokenImage/…`).
    `img-src 'self' data: blob: ${origin(world.apiUrl)}`,
    `connect-src 'self' ${[...connect].join(' ')}`,
  ].join('; ')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** The built demo with `csp` on every answer, and the world as `/portico.json`; other paths get index.html. */
async function serveBuild(world: DemoWorld, csp: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const headers = { 'content-security-policy': csp, 'cache-control': 'no-store' }
    if (path === WORLD_PATH) {
      res.writeHead(200, { ...headers, 'content-type': 'application/json' })
      res.end(JSON.stringify(world))
      return
    }
    const file = normalize(join(BUILD, path === '/' ? 'index.html' : path))
    const body = file.startsWith(BUILD) ? await readFile(file).catch(() => undefined) : undefined
    const served = body ?? (await readFile(join(BUILD, 'index.html')))
    const type = TYPES[body ? extname(file) : '.html'] ?? 'application/octet-stream'
    res.writeHead(200, { ...headers, 'content-type': type })
    res.end(served)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

type Watched = Window & { __cspViolations__: string[] }

describe.skipIf(skipBrowser)('strict Content-Security-Policy', () => {
  let browser: Browser
  let served: Awaited<ReturnType<typeof serveBuild>>
  let context: BrowserContext
  let page: Page
  const consoleErrors: string[] = []
  const pageErrors: string[] = []
  const violations = () => page.evaluate(() => (window as unknown as Watched).__cspViolations__)

  beforeAll(async () => {
    const world = inject('world')
    ;[browser, served] = await Promise.all([connectBrowser(), serveBuild(world, demoCsp(world))])
    context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
    // Init scripts run before the page's own (and are not subject to its policy): the listener sees everything.
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as Watched).__cspViolations__ = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      )
    })
    await context.addInitScript(
      (config) => {
        ;(window as unknown as { __PORTICO_DEV_WALLET__: unknown }).__PORTICO_DEV_WALLET__ = config
      },
      {
        ...devWalletConfig(world, { policy: 'approve' }),
        privateKey: toHex(devnetAccount(3).getHdKey().privateKey!),
      },
    )
    await context.addInitScript({ path: INJECT_PATH })
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error' || /security policy/i.test(message.text()))
        consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(served.url)
    await page.locator('.header').waitFor()
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await new Promise((resolve) => served?.server.close(resolve))
  })

  const expectNoViolation = async () => {
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([])
    expect(pageErrors).toEqual([])
  }

  test('the page is served with the policy', async () => {
    const res = await fetch(served.url)
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self';/,
    )
  })

  test('connect and Account run without a violation', async () => {
    await connectWallet(page)
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    await modal.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Ether' }).waitFor()
    await modal.getByRole('tab', { name: 'NFTs' }).click()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await expectNoViolation()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('Send runs without a violation', async () => {
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal
      .getByRole('button', { name: /Select token|USDC|ETH|PTK/ })
      .first()
      .click()
    await modal.getByRole('heading', { name: 'Select token' }).waitFor()
    await modal.getByRole('button', { name: /Ether/ }).first().click()
    await modal.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await modal.getByRole('textbox', { name: 'To' }).fill(devnetAccount(7).address)
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expectNoViolation()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('Swap runs without a violation', async () => {
    await page.getByRole('button', { name: /^Swap/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Swap' }).waitFor()
    await modal
      .getByRole('button', { name: /^Select token/ })
      .nth(1)
      .click()
    await modal.getByRole('heading', { name: 'Select token' }).waitFor()
    await modal
      .getByRole('button', { name: /USD Coin/ })
      .first()
      .click()
    await modal.getByRole('heading', { name: 'Swap' }).waitFor()
    await modal.getByRole('textbox', { name: 'You pay' }).fill('0.01')
    await modal.getByTestId('swap-to-amount').waitFor()
    await modal.getByRole('button', { name: 'Review swap' }).click()
    await modal.getByRole('heading', { name: 'Review swap' }).waitFor()
    const swap = modal.getByRole('button', { name: 'Swap', exact: true })
    await expect.poll(() => swap.isEnabled()).toBe(true)
    await swap.click()
    await page.getByText(/^Swapped 0\.01 ETH to [\d,.]+ USDC$/).waitFor()
    await expectNoViolation()
  })
})
