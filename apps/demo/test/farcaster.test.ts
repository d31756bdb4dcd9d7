import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { accountAddress, setRecoveryPassword, walletFrame } from './embedded.js'
import { answerFarcasterRequest } from './farcasterClient.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Sign In With Farcaster end to end: Connect → More → Farcaster shows the channel's link (a QR code and "Open
// Farcaster"); the demo's Farcaster app (holding @portico-dev's custody key, its fid registered in the local
// IdRegistry on a chain 10) opens that link and signs or declines; the wallet service checks the message.
const world = inject('world')

describe.skipIf(skipBrowser || !world.farcasterClientUrl)('Farcaster login', () => {
  let browser: Browser
  let demo: Demo
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
  })
  afterAll(async () => {
    await demo?.close()
  })

  /** Opens Connect → More → Farcaster and returns the link the view shows. */
  async function farcasterLink(page = demo.page) {
    await page.locator('portico-connect-button').click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'More' }).click()
    await modal.getByRole('button', { name: 'Farcaster' }).click()
    const open = modal.getByRole('link', { name: 'Open Farcaster' })
    await open.waitFor()
    const href = await open.getAttribute('href')
    expect(href).toMatch(new RegExp(`^${world.farcasterClientUrl}`))
    return href as string
  }

  test('declining in the Farcaster app keeps the view waiting; going back leaves it', async () => {
    const { page } = demo
    const link = await farcasterLink()
    await screenshot(page, 'farcaster-qr')
    expect(await answerFarcasterRequest(page.context(), link, 'decline')).toMatchObject({
      outcome: 'declined',
    })
    const modal = dialog(page)
    await modal.getByRole('link', { name: 'Open Farcaster' }).waitFor()
    expect(await modal.getByRole('alert').count()).toBe(0)
    // Back: the link is forgotten (and the wallet's frame reloads), the list of logins shows again.
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Farcaster' }).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('signing in the Farcaster app opens a wallet; signing in again opens the same one', async () => {
    const { page } = demo
    const link = await farcasterLink()
    expect(await answerFarcasterRequest(page.context(), link, 'sign')).toMatchObject({ outcome: 'signed' })
    await walletFrame(page).getByLabel('Password', { exact: true }).waitFor()
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()
    const address = await accountAddress(page)
    expect(await page.evaluate(() => localStorage.getItem('portico.embeddedWalletSocialUsername'))).toBe(
      '"portico-dev"',
    )

    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Sign out' }).click()
    await modal.getByRole('button', { name: 'More' }).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })

    const again = await farcasterLink()
    expect(await answerFarcasterRequest(page.context(), again, 'sign')).toMatchObject({ outcome: 'signed' })
    await page.getByTestId('account-address').first().waitFor()
    expect(await accountAddress(page)).toBe(address)
  })
  test('a channel that ends while the view waits (after an hour) says so, and Try again shows a new link', async () => {
    // The page's clock (and its wallet frame's) is Playwright's, so the hour passes at once.
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
    await context.clock.install()
    const timed = await openDemo(browser, { context })
    try {
      const { page } = timed
      const link = await farcasterLink(page)
      await context.clock.fastForward('01:00:01')
      const modal = dialog(page)
      await expect
        .poll(() => modal.getByRole('alert').textContent())
        .toContain('This login took too long. Please try again.')
      await screenshot(page, 'farcaster-expired')
      await modal.getByRole('button', { name: 'Try again' }).click()
      const again = modal.getByRole('link', { name: 'Open Farcaster' })
      await again.waitFor()
      expect(await again.getAttribute('href')).not.toBe(link)
    } finally {
      await timed.close()
    }
  })
})
