import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// One-click sign-in over WalletConnect: the demo with sign-in required and its EVM chains only
// (`?siwx=required&networks=evm`) pairs with `wc_sessionAuthenticate`; the WalletConnect test wallet (the
// reference sign-client in its own page) shows the sign-in request and signs one CACAO per chain; the demo
// stores the sessions through createSiwx (the local API verifies the CACAO and hands out the token) and
// connects, with no sign-message view. Nothing is faked: the URI is read from the QR view's copy button.

const world = inject('world')
const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const activeAddress = (page: Page) => page.getByTestId('account-address').first().getAttribute('title')
const siwxStatus = (page: Page) => page.getByTestId('siwx-status').getAttribute('data-status')

/** The demo with sign-in required, on its EVM chains only. */
async function openSignInDemo(browser: Browser): Promise<Demo> {
  return openDemo(browser, { theme: 'dark', query: 'siwx=required&networks=evm' })
}

/** Opens the WalletConnect QR view; returns the URI it shows. */
async function openWalletConnect(page: Page): Promise<string> {
  await page.locator('portico-connect-button').click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  const copy = dialog(page).locator('portico-button.copy-link[data-uri^="wc:"]')
  await copy.waitFor()
  return (await copy.getAttribute('data-uri')) as string
}

/** The test wallet's page (its own origin, as a phone), pairing with `uri`. */
async function openWallet(context: BrowserContext, uri: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${world.walletConnectWalletUrl}wc?uri=${encodeURIComponent(uri)}`)
  await page.getByTestId('wc-ready').waitFor()
  return page
}

/**
 * Records, every few ms, the pairing's status and text and whether a sign-message view is in the modal
 * (through the shadow roots); `seen()` reads the record.
 */
async function recordModal(page: Page) {
  await page.evaluate(() => {
    const record = { statuses: [] as string[], texts: [] as string[], signView: false }
    ;(window as unknown as { __record: typeof record }).__record = record
    const find = (root: Document | ShadowRoot, selector: string): Element | undefined => {
      const found = root.querySelector(selector)
      if (found) return found
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot && find(element.shadowRoot, selector)
        if (inner) return inner
      }
      return undefined
    }
    setInterval(() => {
      const pairing = find(document, 'portico-walletconnect-pairing')
      const status = pairing?.shadowRoot?.querySelector('[data-status]')
      const value = status?.getAttribute('data-status')
      if (value && record.statuses.at(-1) !== value) record.statuses.push(value)
      const text = status?.querySelector('.hint')?.textContent?.trim()
      if (text && record.texts.at(-1) !== text) record.texts.push(text)
      if (find(document, 'portico-siwx-sign-message-view')) record.signView = true
    }, 5)
  })
  return {
    seen: () =>
      page.evaluate(
        () =>
          (window as unknown as { __record: { statuses: string[]; texts: string[]; signView: boolean } })
            .__record,
      ),
  }
}

describe.skipIf(skipBrowser || !world.walletConnectWalletUrl)(
  'one-click sign-in over WalletConnect',
  { timeout: 90_000 },
  () => {
    let browser: Browser
    let phone: BrowserContext
    beforeAll(async () => {
      browser = await connectBrowser()
      phone = await browser.newContext({ viewport: { width: 420, height: 860 } })
    })
    afterAll(async () => {
      await phone?.close()
      await browser?.close()
    })

    test('one approval in the wallet connects and signs in; the API accepts the token; a reload keeps both', async () => {
      const demo = await openSignInDemo(browser)
      try {
        const { page } = demo
        const uri = await openWalletConnect(page)
        expect(uri).toContain('wc_sessionAuthenticate')
        const record = await recordModal(page)
        const wallet = await openWallet(phone, uri)

        // The wallet shows the sign-in: the demo's domain and statement, every chain of the demo (EVM only).
        const request = wallet.getByTestId('wc-auth')
        await request.waitFor()
        expect(await wallet.getByTestId('wc-auth-name').textContent()).toBe('Portico demo')
        expect(await wallet.getByTestId('wc-auth-domain').textContent()).toBe(new URL(page.url()).host)
        expect(await wallet.getByTestId('wc-auth-statement').textContent()).toMatch(
          /^Sign in to the Portico demo/,
        )
        const chains = await wallet.getByTestId('wc-auth-chains').locator('.tag').allTextContents()
        expect(chains).toEqual(world.chains.map((chain) => `eip155:${chain.chainId}`))
        expect(await wallet.getByTestId('wc-proposal').count()).toBe(0)
        await screenshot(wallet, 'walletconnect-sign-in-request')
        await wallet.getByTestId('wc-auth-approve').click()

        // Connected and signed in, with that one approval.
        await expect.poll(() => activeAddress(page)).toBe(account0)
        await expect.poll(() => siwxStatus(page)).toBe('signedIn')
        await dialog(page).waitFor({ state: 'hidden' })
        expect(await page.getByTestId('siwx-address').textContent()).toBe(account0)
        expect(await page.getByTestId('siwx-chain').textContent()).toBe(`eip155:${world.chains[0]?.chainId}`)
        const seen = await record.seen()
        expect(seen.statuses).toContain('authenticating')
        expect(seen.texts).toContain('Authenticating...')
        expect(seen.signView).toBe(false)
        await wallet.getByTestId('wc-session').waitFor()

        // The session token the API handed out for the CACAO opens /v1/auth/me.
        const stored = JSON.parse(
          (await page.evaluate(() => localStorage.getItem('portico.siwx'))) ?? '{}',
        ) as Record<string, { token: string }>
        const entry = stored[`eip155:${world.chains[0]?.chainId}:${account0.toLowerCase()}`]
        const me = await fetch(`${world.apiUrl}/v1/auth/me?projectId=${world.projectId}`, {
          headers: { authorization: `Bearer ${entry?.token}` },
        })
        expect(me.status).toBe(200)
        expect(await me.json()).toMatchObject({ address: account0 })

        // A reload restores the WalletConnect session and finds the live sign-in: nothing is asked.
        await page.reload()
        await page.locator('.header').waitFor()
        await expect.poll(() => activeAddress(page)).toBe(account0)
        await expect.poll(() => siwxStatus(page)).toBe('signedIn')
        await page.waitForTimeout(500)
        expect(await dialog(page).isVisible()).toBe(false)
        expect(await wallet.getByTestId('wc-auth').count()).toBe(0)
        await screenshot(page, 'walletconnect-signed-in')
        expect(demo.errors).toEqual([])
      } finally {
        await demo.close()
      }
    })

    test('the wallet rejects the sign-in request: the declined state, nothing connected', async () => {
      const demo = await openSignInDemo(browser)
      try {
        const { page } = demo
        const uri = await openWalletConnect(page)
        const wallet = await openWallet(phone, uri)
        await wallet.getByTestId('wc-auth').waitFor()
        await wallet.getByTestId('wc-auth-reject').click()
        await dialog(page).locator('[data-status="declined"]').waitFor()
        await dialog(page).getByText('Connection declined').waitFor()
        expect(await page.locator('portico-connect-button').isVisible()).toBe(true)
        expect(await page.evaluate(() => localStorage.getItem('portico.siwx'))).toBeNull()
        await screenshot(page, 'walletconnect-sign-in-declined')
        await page.keyboard.press('Escape')
        expect(demo.errors).toEqual([])
      } finally {
        await demo.close()
      }
    })
  },
)
