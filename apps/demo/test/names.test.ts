import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registerName } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Account names. Dev wallets: devnet account 6 registers a name (no other file uses it), account 7 is
// refused a taken name and declines a signature, account 8 holds the taken name (registered through the API).
// Labels are unique per run: the API's database lives as long as the test world.
const run = Date.now().toString(36).slice(-5)
const base = `nm${run}`

/** The header's account button. */
const accountButton = (page: Page) => page.locator('portico-account-button').getByRole('button')

async function openChooseName(page: Page) {
  const modal = dialog(page)
  await page.getByRole('button', { name: 'Account details' }).click()
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await modal.getByRole('button', { name: 'Choose a name' }).click()
  await modal.getByRole('heading', { name: 'Choose a name' }).waitFor()
  return modal
}

describe.skipIf(skipBrowser)('account names', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  test('a name is chosen with rules, suggestions and availability, signed, and shown instead of the address', async () => {
    const demo: Demo = await openDemo(browser, { account: 6 })
    const { page } = demo
    await connectWallet(page)
    const modal = await openChooseName(page)
    const field = modal.getByRole('textbox', { name: 'Name' })
    // The zone follows the field.
    await modal.getByText('.portico.id', { exact: true }).waitFor()

    // A rule-breaking name states the rule.
    await field.fill('abc')
    await modal
      .getByText('Too short: a name has at least 4 characters (letters, digits or hyphens).')
      .waitFor()
    await field.fill('bad_name')
    await modal.getByText('Use only letters, digits or hyphens, at least 4 characters.').waitFor()
    await expect(modal.getByRole('button', { name: 'Register name' }).isDisabled()).resolves.toBe(true)

    // Suggestions from the API as the person types; one click takes it and checks it.
    await field.fill(base)
    const chosen = `${base}-app.portico.id`
    const suggestion = modal.getByRole('button', { name: chosen })
    await suggestion.waitFor()
    await modal.getByText(`${base}.portico.id is available`).waitFor()
    await screenshot(page, 'names-form')
    await suggestion.click()
    await expect(field.inputValue()).resolves.toBe(`${base}-app`)
    await modal.getByText(`${chosen} is available`).waitFor()

    // Register: the dev wallet approves the signature; the success view shows the name.
    await modal.getByRole('button', { name: 'Register name' }).click()
    await modal.getByRole('heading', { name: 'Your name' }).waitFor()
    const back = modal.getByRole('button', { name: 'Back to account' })
    await back.waitFor()
    await modal.getByRole('heading', { name: chosen }).waitFor()
    await screenshot(page, 'names-success')
    await back.click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByText(chosen, { exact: true }).waitFor()
    await expect(modal.getByRole('button', { name: 'Choose a name' }).count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    await expect(accountButton(page).textContent()).resolves.toContain(chosen)

    // After a reload the stored connection comes back with the name from the API, without opening the
    // modal and without any prompt (the wallet would refuse one).
    await demo.setPolicy('reject')
    await page.reload()
    await expect.poll(() => accountButton(page).textContent()).toContain(chosen)
    await expect(dialog(page).count()).resolves.toBe(0)
    expect(demo.errors).toEqual([])
    await demo.close()
  })

  test('a taken name is refused; a declined signature returns to the form with the error and the name kept', async () => {
    const taken = await registerName(`${base}-taken`, 8)
    const demo = await openDemo(browser, { account: 7 })
    const { page } = demo
    await connectWallet(page)
    const modal = await openChooseName(page)
    const field = modal.getByRole('textbox', { name: 'Name' })

    await field.fill(`${base}-taken`)
    await modal.getByText(`${taken.name} is already taken`).waitFor()
    await expect(modal.getByRole('button', { name: 'Register name' }).isDisabled()).resolves.toBe(true)

    const free = `${base}-free`
    await field.fill(free)
    await modal.getByText(`${free}.portico.id is available`).waitFor()
    await demo.setPolicy('reject')
    await modal.getByRole('button', { name: 'Register name' }).click()
    await modal.getByText(`Error registering name ${free}.portico.id`).waitFor()
    await modal.getByRole('heading', { name: 'Choose a name' }).waitFor()
    await expect(field.inputValue()).resolves.toBe(free)
    await screenshot(page, 'names-declined')

    // Nothing was registered: the same name is still free, and registers once the wallet signs.
    await demo.setPolicy('approve')
    await modal.getByText(`${free}.portico.id is available`).waitFor()
    await modal.getByRole('button', { name: 'Register name' }).click()
    await modal.getByRole('button', { name: 'Back to account' }).waitFor()
    await expect(accountButton(page).textContent()).resolves.toContain(`${free}.portico.id`)
    expect(demo.errors).toEqual([])
    await demo.close()
  })
})
