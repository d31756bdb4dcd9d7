import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from './createDevWallet.js'
import { devnetChains } from './test/devnetChains.js'

// Drives Debian's Chromium (never a downloaded browser) against a blank page with dist/inject.js.
const executablePath = CHROMIUM
const root = new URL('..', import.meta.url).pathname
const skip = skipBrowser
const args = CHROMIUM_ARGS
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const page_html = `<!doctype html><html><head><meta charset="utf-8"><title>dev-wallet test page</title></head>
<body style="font-family: system-ui; margin: 40px; color: #222"><h1>Portico dev-wallet</h1>
<p>A blank page with the dev wallet injected.</p></body></html>`

type PageWindow = Window & {
  ethereum: { request(args: { method: string; params?: unknown }): Promise<unknown> }
  __PORTICO_DEV_WALLET__: unknown
}

/** Starts a request in the page; resolves with its result or its { code, message }. */
const requestInPage = (page: Page, method: string, params?: unknown) =>
  page.evaluate(
    ({ method, params }) =>
      (window as unknown as PageWindow).ethereum.request({ method, params }).then(
        (result) => ({ result }),
        (error: { code: number; message: string }) => ({
          error: { code: error.code, message: error.message },
        }),
      ),
    { method, params },
  )

describe.skipIf(skip)('inject.js in Chromium', () => {
  let devnet: Devnet
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The bundle is what the demo and Playwright load: build it fresh from src.
    execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: 'inherit' })
    mkdirSync(`${root}test-results`, { recursive: true })
    ;[devnet, browser] = await Promise.all([
      startDevnet(),
      chromium.launch({ executablePath, headless: true, args }),
    ])
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page_html))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo

    page = await browser.newPage({ viewport: { width: 960, height: 600 } })
    await page.addInitScript(
      (config) => {
        ;(window as unknown as PageWindow).__PORTICO_DEV_WALLET__ = config
      },
      { chains: devnetChains(devnet), privateKey: anvilPrivateKey, policy: 'prompt' },
    )
    await page.addInitScript({ path: `${root}dist/inject.js` })
    await page.goto(`http://127.0.0.1:${port}/`)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await devnet?.stop()
  })

  it('injects window.ethereum and announces by EIP-6963', async () => {
    const announced = await page.evaluate(() => {
      const infos: { rdns: string; name: string }[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        infos.push((event as CustomEvent<{ info: { rdns: string; name: string } }>).detail.info)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return infos
    })
    expect(announced).toEqual([
      expect.objectContaining({ rdns: 'dev.portico.wallet', name: 'Portico Dev Wallet' }),
    ])
    expect(await requestInPage(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    expect(await requestInPage(page, 'eth_accounts')).toEqual({ result: [] })
  })

  it('prompts to connect and to sign; Approve signs, Reject answers 4001', async () => {
    const approve = page.getByTestId('dev-wallet-approve')
    const reject = page.getByTestId('dev-wallet-reject')

    const connecting = requestInPage(page, 'eth_requestAccounts')
    await approve.waitFor()
    await expect(page.getByTestId('dev-wallet-summary').textContent()).resolves.toContain(address)
    await page.screenshot({ path: `${root}test-results/prompt-connect.png` })
    await approve.click()
    expect(await connecting).toEqual({ result: [address] })

    const message = 'Sign in to Portico\nNonce: 42'
    const signing = requestInPage(page, 'personal_sign', [toHex(message), address])
    await approve.waitFor()
    expect(await page.getByTestId('dev-wallet-summary').textContent()).toContain('Sign in to Portico')
    await expect(page.getByRole('heading', { name: 'Sign message' }).isVisible()).resolves.toBe(true)
    await page.screenshot({ path: `${root}test-results/prompt-personal-sign.png` })
    await approve.click()
    const signed = await signing
    expect(signed).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    const signature = (signed as { result: Hex }).result
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await approve.waitFor({ state: 'detached' })

    const rejected = requestInPage(page, 'personal_sign', [toHex('no'), address])
    await reject.click()
    expect(await rejected).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  })

  it('follows the policy set through window.__portico_dev_wallet__', async () => {
    await page.evaluate(() => {
      ;(
        window as unknown as { __portico_dev_wallet__: { setPolicy(p: string): void } }
      ).__portico_dev_wallet__.setPolicy('reject')
    })
    expect(await requestInPage(page, 'personal_sign', [toHex('auto'), address])).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })
})

if (skip) {
  describe('inject.js in Chromium', () => {
    it.skip('skipped: /usr/bin/chromium is absent and CI is not set (apt-get install -y chromium)', () => {})
  })
}
