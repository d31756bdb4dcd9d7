import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { accountAddress, addAuthenticator, passkeyLogin, walletFrame } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Passkeys end to end, the way a person uses them: the demo's Connect view, "Continue with a passkey", the wallet
// service's frame (on `localhost`, its own origin) inside the modal, and Chromium's virtual authenticator with PRF
// standing in for the phone or laptop that holds the passkey.
const world = inject('world')

describe.skipIf(skipBrowser || !world.authUrl)('embedded wallet with a passkey', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await openDemo(await connectBrowser())
    await addAuthenticator(demo.page)
  })
  afterAll(async () => {
    await demo?.close()
  })

  test('a new user creates a wallet with a passkey, sees it in Wallet settings, signs out and logs in with it again', async () => {
    const { page } = demo
    await page.locator('portico-connect-button').click()
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await screenshot(page, 'passkey-connect')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })

    await passkeyLogin(page, 'Create a wallet with a passkey')
    // No recovery password: the passkey's PRF seals the wallet's backup.
    await page.getByTestId('account-address').first().waitFor()
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Passkeys' }).waitFor()
    // A wallet without an e-mail address exports with its passkey, and is offered nothing that e-mails a code.
    await modal.getByRole('button', { name: 'Export private key' }).waitFor()
    expect(await modal.getByRole('button', { name: 'Emergency kit' }).count()).toBe(0)
    expect(await modal.getByRole('button', { name: 'Change e-mail' }).count()).toBe(0)
    await modal.getByRole('button', { name: 'Passkeys' }).click()
    const frame = walletFrame(page)
    await frame.getByRole('heading', { name: 'Passkeys' }).waitFor()
    await expect.poll(() => frame.locator('.passkey').count()).toBe(1)
    await screenshot(page, 'passkey-settings')
    await frame.getByRole('button', { name: 'Done' }).click()
    await modal.getByRole('button', { name: 'Sign out' }).click()
    await modal.getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })

    await passkeyLogin(page, 'Log in with a passkey')
    await page.getByTestId('account-address').first().waitFor()
    expect(await accountAddress(page)).toBe(address)
  })
})
