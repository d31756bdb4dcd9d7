import { en } from '@portico/ui/locales/en'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// What a person meets on Connect before choosing a wallet, on one page that walks on from test to test:
// the wallet catalogue fetched ahead of them on idle, the 'Network Not Found' alert of an app whose default
// network is not among its networks (`?defaultNetwork=1`), and the legal checkbox (`?legal=on`). Devnet
// account 0; nothing here changes chain state.
const world = inject('world')
const url = `${inject('demoUrl')}?theme=dark&legal=on&defaultNetwork=1`

/** A request for the catalogue's first page (the prefetch's and All wallets' own; not the highlights). */
function isFirstCataloguePage(request: Request) {
  const { origin, pathname, searchParams } = new URL(request.url())
  if (`${origin}${pathname}` !== `${world.apiUrl}/getWallets`) return false
  return ['badge_type', 'exclude', 'include', 'search'].every((key) => !searchParams.has(key))
}

/** Resolves once the page has had an idle moment (or 3 s, the prefetch's own limit) after this call. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))

describe.skipIf(skipBrowser)('Connect before a wallet is chosen', () => {
  let browser: Browser
  let demo: Demo
  /** First-page catalogue requests of the document now in the page. */
  const firstPages: Request[] = []

  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
    const { page } = demo
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) firstPages.length = 0
    })
    page.on('request', (request) => {
      if (isFirstCataloguePage(request)) firstPages.push(request)
    })
    await page.goto(url)
    await page.locator('.header').waitFor()
  })
  afterAll(async () => {
    if (demo?.errors.length) console.log(demo.errors)
    await demo?.close()
    await browser?.close()
  })

  test('disconnected, the wallet catalogue is fetched once on idle, before the modal opens', async () => {
    const { page } = demo
    await expect.poll(() => firstPages.length).toBe(1)
    expect(await dialog(page).isVisible()).toBe(false)
  })

  test("a default network outside the app's networks: the modal shows the 'Network Not Found' alert", async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    const alert = dialog(page).getByRole('alert')
    await alert.getByText(en.alert_networkNotFound, { exact: true }).waitFor()
    await alert.getByText(en.alertDetail_networkNotFound, { exact: true }).waitFor()
  })

  test('the legal checkbox holds the wallets and the e-mail field back until ticked; a reload remembers it', async () => {
    const { page } = demo
    const modal = dialog(page)
    const agree = en.legalAgree.replace('{terms}', en.legalTerms).replace('{privacy}', en.legalPrivacy)
    const box = modal.getByRole('checkbox', { name: agree, exact: true })
    const wallet = modal.getByRole('button', { name: /Portico Dev Wallet/ })
    const email = modal.getByRole('textbox', { name: en.emailLabel })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    const origin = new URL(url).origin
    expect(await modal.getByRole('link', { name: en.legalTerms }).getAttribute('href')).toBe(
      `${origin}/terms`,
    )
    expect(await modal.getByRole('link', { name: en.legalPrivacy }).getAttribute('href')).toBe(
      `${origin}/privacy`,
    )
    await modal.getByText(en.legalHint).waitFor()
    expect(await wallet.isDisabled()).toBe(true)
    if (world.authUrl) expect(await email.isEditable()).toBe(false)
    await screenshot(page, 'legal-checkbox-dark')

    await box.check()
    await expect.poll(() => wallet.isEnabled()).toBe(true)
    if (world.authUrl) expect(await email.isEditable()).toBe(true)
    expect(await modal.getByText(en.legalHint).isVisible()).toBe(false)

    await page.reload()
    await page.locator('portico-connect-button').click()
    await box.waitFor()
    expect(await box.isChecked()).toBe(true)
    expect(await wallet.isEnabled()).toBe(true)
  })

  test('All wallets shows the prefetched first page without asking again', async () => {
    const { page } = demo
    const modal = dialog(page)
    // The reloaded page prefetched too, once.
    await expect.poll(() => firstPages.length).toBe(1)
    await modal.getByRole('button', { name: /All wallets/ }).click()
    await modal.getByRole('heading', { name: 'All wallets' }).waitFor()
    if (world.relayUrl)
      await modal.getByRole('listitem').filter({ hasText: 'Portico WalletConnect Wallet' }).waitFor()
    expect(firstPages).toHaveLength(1)
    await modal.getByRole('button', { name: 'Back' }).click()
  })

  test('a page that loads connected fetches no catalogue', async () => {
    const { page } = demo
    await dialog(page)
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await page.getByTestId('account-address').waitFor()
    await page.reload()
    await page.getByTestId('account-address').waitFor()
    // The prefetch would have asked by the first idle moment after the restore; a short bounded look after it.
    await idle(page)
    const asked = await page.waitForRequest(isFirstCataloguePage, { timeout: 1000 }).then(
      () => true,
      () => false,
    )
    expect(asked).toBe(false)
    expect(firstPages).toEqual([])
    expect(demo.errors).toEqual([])
  })
})
