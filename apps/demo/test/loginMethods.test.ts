import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  accountAddress,
  codeIn,
  enterCode,
  mailTo,
  newEmail,
  setRecoveryPassword,
  startEmailLogin,
  walletFrame,
} from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Linked login methods end to end, the way a person uses them: Account → Wallet settings → Login methods, where the
// wallet service's frame lists the ways in and links another provider in a window opened from the frame itself (the
// local stand-in of the providers, `apps/idp`, listing test users); and Add e-mail for a wallet without an address.
const world = inject('world')

/** Account → Wallet settings: the modal, on the settings. */
async function openWalletSettings(page: Page) {
  await page.getByRole('button', { name: 'Account details' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Wallet settings' }).click()
  await modal.getByRole('button', { name: 'Login methods' }).waitFor()
  return modal
}

/** Clicks `name` in Connect (or in the frame) and answers the provider's window the click opened, at its login page. */
async function providerWindow(page: Page, click: () => Promise<void>) {
  const opened = page.context().waitForEvent('page')
  await click()
  const popup = await opened
  await popup.locator('[data-user]').first().waitFor()
  return popup
}

const status = (page: Page) => walletFrame(page).locator('[role="status"]').textContent()

describe.skipIf(skipBrowser || !world.idpUrl)('linked login methods', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await openDemo(await connectBrowser())
  })
  afterAll(async () => {
    await demo?.close()
  })

  test('an e-mail user links Google in Login methods; Google then opens the same wallet; Unlink removes it', async () => {
    const { page } = demo
    const email = newEmail()
    const started = Date.now()
    await startEmailLogin(page, email)
    await enterCode(page, codeIn(await mailTo(email, started, /sign-in code/)))
    await walletFrame(page).getByLabel('Confirm password').waitFor()
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()
    const address = await accountAddress(page)

    let modal = await openWalletSettings(page)
    await modal.getByRole('button', { name: 'Login methods' }).click()
    const frame = walletFrame(page)
    await frame.getByRole('heading', { name: 'Login methods' }).waitFor()
    await frame.getByText(email).waitFor()
    const popup = await providerWindow(page, () => frame.getByRole('button', { name: 'Link Google' }).click())
    await popup.locator('[data-user="alan"]').click()
    await expect.poll(() => status(page)).toBe('Google linked.')
    await screenshot(page, 'login-methods')
    await frame.getByRole('button', { name: 'Done' }).click()
    // Done in the frame returns to the settings.
    await modal.getByRole('button', { name: 'Sign out' }).click()

    // Google opens the same wallet; this browser holds its share, so no password is asked for.
    const google = await providerWindow(page, () =>
      modal.getByRole('button', { name: 'Continue with Google' }).click(),
    )
    await google.locator('[data-user="alan"]').click()
    await page.getByTestId('account-address').first().waitFor()
    expect(await accountAddress(page)).toBe(address)

    modal = await openWalletSettings(page)
    await modal.getByRole('button', { name: 'Login methods' }).click()
    await frame.getByRole('button', { name: 'Unlink' }).click()
    await frame.locator('[data-confirm]').click()
    await expect.poll(() => status(page)).toBe('Google unlinked.')
    await frame.getByRole('button', { name: 'Link Google' }).waitFor()
    await frame.getByRole('button', { name: 'Done' }).click()
    await modal.getByRole('button', { name: 'Sign out' }).click()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('a Facebook user without an e-mail address adds one in Wallet settings: one code, to the new address', async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    let modal = dialog(page)
    await modal.getByRole('button', { name: 'More' }).click()
    const popup = await providerWindow(page, () => modal.getByRole('button', { name: 'Facebook' }).click())
    await popup.locator('[data-user="grace"]').click()
    await walletFrame(page).getByLabel('Confirm password').waitFor()
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()

    modal = await openWalletSettings(page)
    expect(await modal.getByRole('button', { name: 'Change e-mail' }).count()).toBe(0)
    await modal.getByRole('button', { name: 'Login methods' }).click()
    const frame = walletFrame(page)
    await frame.getByText('No e-mail address').waitFor()
    await frame.getByRole('button', { name: 'Done' }).click()

    await modal.getByRole('button', { name: 'Add e-mail' }).click()
    await modal.getByRole('heading', { name: 'Add e-mail' }).waitFor()
    const email = newEmail()
    const started = Date.now()
    await modal.getByRole('textbox', { name: 'New e-mail address' }).fill(email)
    await modal.getByRole('button', { name: 'Send code' }).click()
    await modal.getByText(`Enter the code sent to ${email}`).waitFor()
    await enterCode(page, codeIn(await mailTo(email, started)))
    // Back on Account, which shows the address; the settings now offer to change it.
    await modal.getByText(email).first().waitFor()
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Change e-mail' }).waitFor()
    expect(await modal.getByRole('button', { name: 'Add e-mail' }).count()).toBe(0)
    await modal.getByRole('button', { name: 'Sign out' }).click()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })
})
