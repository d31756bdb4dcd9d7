import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { accountAddress, setRecoveryPassword, walletFrame } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Social logins end to end, the way a person uses them: the demo's Connect view, a provider's button, the provider's
// page (the local stand-in, `apps/idp`, listing test users) in the window the click opened — or, on a phone, in
// place of the demo's page — then the wallet service's callback, back to the demo, and the wallet.
const world = inject('world')

/** The providers of the first three buttons of Connect's row (the demo's default order); the others are under More. */
const inRow = ['Google', 'X', 'Discord']

/** Clicks `provider`'s button in Connect (in More when it is not in the row) and answers the window it opened. */
async function openProvider(page: Page, provider: string) {
  const modal = dialog(page)
  const button = inRow.includes(provider)
    ? modal.getByRole('button', { name: `Continue with ${provider}` })
    : modal.getByRole('button', { name: provider, exact: true })
  if (!inRow.includes(provider)) await modal.getByRole('button', { name: 'More' }).click()
  const opened = page.waitForEvent('popup')
  await button.click()
  const popup = await opened
  await popup.locator('[data-user]').first().waitFor()
  return popup
}

/** Signs out from Account → Wallet settings, back to a closed modal. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account details' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Wallet settings' }).click()
  await modal.getByRole('button', { name: 'Sign out' }).click()
  await modal.getByRole('button', { name: 'Continue with Google' }).waitFor()
}

describe.skipIf(skipBrowser || !world.idpUrl)('social logins', () => {
  // A page of its own for each test: one that fails (a wait that never ends) leaves nothing for the next.
  let demo: Demo
  beforeEach(async () => {
    demo = await openDemo(await connectBrowser())
  })
  afterEach(async () => {
    await demo?.close()
  })

  test('a new user logs in with Google in the window the click opened, sets a recovery password, and gets the same wallet next time', async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    const modal = dialog(page)
    await modal.getByRole('group', { name: 'Social logins' }).waitFor()
    await screenshot(page, 'social-connect')
    const popup = await openProvider(page, 'Google')
    await modal.getByRole('heading', { name: 'Log in with Google' }).waitFor()
    await screenshot(page, 'social-connecting')
    await popup.locator('[data-user="ada"]').click()
    // Back on the demo's origin with the login's result, the window closes and the wallet asks for a password.
    await popup.waitForEvent('close')
    await walletFrame(page).getByLabel('Password', { exact: true }).waitFor()
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The provider's name for the user is remembered; the demo's own address bar holds no result.
    expect(await page.evaluate(() => localStorage.getItem('portico.embeddedWalletSocialProvider'))).toBe(
      '"google"',
    )
    expect(await page.evaluate(() => localStorage.getItem('portico.embeddedWalletSocialUsername'))).toBe(
      '"ada@example.com"',
    )
    expect(page.url()).not.toContain('portico_social')

    await signOut(page)
    const again = await openProvider(page, 'Google')
    await again.locator('[data-user="ada"]').click()
    await again.waitForEvent('close')
    // This browser holds its share: no password, the same wallet.
    await page.getByTestId('account-address').first().waitFor()
    expect(await accountAddress(page)).toBe(address)
    await signOut(page)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
  })

  test.each(['X', 'Discord', 'GitHub', 'Apple', 'Facebook'])(
    '%s: a new user logs in in the window, and gets the same wallet on the second login',
    async (provider) => {
      const { page } = demo
      await page.locator('portico-connect-button').click()
      const first = await openProvider(page, provider)
      await first.locator('[data-user="alan"]').click()
      await walletFrame(page).getByLabel('Password', { exact: true }).waitFor()
      await setRecoveryPassword(page)
      await page.getByTestId('account-address').first().waitFor()
      const address = await accountAddress(page)
      await signOut(page)
      const second = await openProvider(page, provider)
      await second.locator('[data-user="alan"]').click()
      await page.getByTestId('account-address').first().waitFor()
      expect(await accountAddress(page)).toBe(address)
      await signOut(page)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'hidden' })
    },
  )

  test("a provider's error says so in the view, which offers Try again", async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    const popup = await openProvider(page, 'Apple')
    await popup.locator('[data-fail]').click()
    await popup.waitForEvent('close')
    const modal = dialog(page)
    await expect
      .poll(() => modal.getByRole('alert').textContent())
      .toContain('Apple could not log you in. Please try again.')
    await modal.getByRole('button', { name: 'Try again' }).waitFor()
    await screenshot(page, 'social-provider-error')
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('closing the window, or declining at the provider, returns to Connect with nothing shown', async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    const modal = dialog(page)
    const closed = await openProvider(page, 'X')
    await closed.close()
    await modal.getByRole('group', { name: 'Social logins' }).waitFor()
    expect(await modal.getByRole('alert').count()).toBe(0)

    const declined = await openProvider(page, 'Discord')
    await declined.locator('[data-cancel]').click()
    await declined.waitForEvent('close')
    await modal.getByRole('group', { name: 'Social logins' }).waitFor()
    expect(await modal.getByRole('alert').count()).toBe(0)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('on a phone the provider’s page replaces the demo’s, which goes on when it is back', async () => {
    const browser = await connectBrowser()
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
    })
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    try {
      await page.goto(`${inject('demoUrl')}?theme=light`)
      // The header's button is hidden on a phone; the page's own is there.
      await page.getByRole('button', { name: 'Connect wallet' }).locator('visible=true').first().click()
      // GitHub is past the first three of the row: under More.
      await dialog(page).getByRole('button', { name: 'More' }).click()
      await dialog(page).getByRole('button', { name: 'GitHub' }).click()
      // The demo's page is now the provider's.
      await page.locator('[data-user="grace"]').waitFor()
      await screenshot(page, 'social-provider-page')
      await page.locator('[data-user="grace"]').click()
      // Back on the demo: the modal opens by itself on the login, then the recovery password.
      await walletFrame(page).getByLabel('Password', { exact: true }).waitFor()
      expect(page.url()).not.toContain('portico_social')
      await setRecoveryPassword(page)
      await page.getByTestId('account-address').first().waitFor()
      expect(await accountAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    } catch (error) {
      await screenshot(page, 'failed-social-phone')
      throw error
    } finally {
      await context.close()
    }
  })

  test('inside a Telegram mini app on a phone, the providers that refuse its web view are not offered', async () => {
    const browser = await connectBrowser()
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    })
    context.setDefaultTimeout(0)
    try {
      await context.addInitScript(() => {
        ;(window as unknown as { Telegram: unknown }).Telegram = { WebApp: { platform: 'android' } }
      })
      const page = await context.newPage()
      await page.goto(`${inject('demoUrl')}?theme=light`)
      await page.getByRole('button', { name: 'Connect wallet' }).locator('visible=true').first().click()
      const modal = dialog(page)
      await modal.getByRole('group', { name: 'Social logins' }).waitFor()
      await modal.getByRole('button', { name: 'More' }).click()
      await modal.getByRole('button', { name: 'GitHub' }).waitFor()
      const offered = await modal
        .getByRole('list', { name: 'Social logins' })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('label')))
      const names = offered.filter((name) => name !== 'Farcaster')
      expect(names).toEqual(['X', 'Discord', 'GitHub', 'Apple'])
    } finally {
      await context.close()
    }
  })
})
