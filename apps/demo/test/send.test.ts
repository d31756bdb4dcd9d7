import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registerName, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, dialog, openDemo } from './harness.js'

// Dev wallet: devnet account 1 (10,000 USDC). Receivers: accounts 4 (by address) and 5 (by name).
const sender = devnetAccount(1).address
const byAddress = devnetAccount(4).address

describe.skipIf(skipBrowser)('send', () => {
  let browser: Browser
  let demo: Demo
  let named: { name: string; address: `0x${string}` }
  beforeAll(async () => {
    ;[browser, named] = await Promise.all([connectBrowser(), registerName('receiver-demo', 5)])
    demo = await openDemo(browser, { account: 1 })
    await connectWallet(demo.page)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('sends the 6-decimal token to an address', async () => {
    const before = { from: await tokenBalance(sender), to: await tokenBalance(byAddress) }
    await sendUsdc(demo.page, '12.5', byAddress)
    await expect.poll(() => tokenBalance(byAddress)).toBe(before.to + 12_500_000n)
    expect(await tokenBalance(sender)).toBe(before.from - 12_500_000n)
    // The account's tokens show what is left at once (read again after the send, not the 30 s old answer the
    // Send view read): USDC is priced at 1 USD.
    const left = (Number(before.from - 12_500_000n) / 1e6).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    })
    const { page } = demo
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    const usdc = modal.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'USD Coin' })
    await usdc.getByText(`$${left}`).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('sends the 6-decimal token to a registered name', async () => {
    const before = { from: await tokenBalance(sender), to: await tokenBalance(named.address) }
    await sendUsdc(demo.page, '7.25', named.name)
    await expect.poll(() => tokenBalance(named.address)).toBe(before.to + 7_250_000n)
    expect(await tokenBalance(sender)).toBe(before.from - 7_250_000n)
  })

  test("another registry's name with the same label is not found: nothing resolves to the local holder", async () => {
    const label = named.name.split('.')[0]
    await demo.page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(demo.page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal.getByRole('textbox', { name: 'To' }).fill(`${label}.reown.id`)
    await modal.getByText('No address found for this name').waitFor()
    expect(await modal.getByText(`${named.name} ·`).count()).toBe(0)
    await demo.page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('a declined send changes nothing', async () => {
    const before = await tokenBalance(sender)
    await demo.setPolicy('reject')
    await sendUsdc(demo.page, '1', byAddress, { expectDone: false })
    // Core's toast for a failed send (spec wording); the form stays.
    await demo.page.getByText('Something went wrong').first().waitFor()
    await expect(dialog(demo.page).getByRole('heading', { name: 'Send' }).isVisible()).resolves.toBe(true)
    await demo.setPolicy('approve')
    expect(await tokenBalance(sender)).toBe(before)
    await demo.page.keyboard.press('Escape')
    await dialog(demo.page).waitFor({ state: 'hidden' })
  })

  test('activity lists the sends under this month', async () => {
    const { page } = demo
    const month = new Date().toLocaleString('en-US', { month: 'long' })
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const section = modal.getByRole('region', { name: month })
    // The API indexes new blocks every second; the tab asks again when opened.
    await expect
      .poll(
        async () => {
          if (!(await section.count())) {
            await modal.getByRole('tab', { name: 'Tokens' }).click()
            await modal.getByRole('tab', { name: 'Activity' }).click()
            return 0
          }
          return section.getByRole('listitem').filter({ hasText: 'Sent' }).count()
        },
        { interval: 1000 },
      )
      .toBeGreaterThanOrEqual(2)
    const text = (await section.textContent()) ?? ''
    expect(text).toContain('12.5')
    expect(text).toContain('7.25')
  })
})

/** Send view: USDC, an amount and a receiver, then Send (the wallet's policy decides). */
async function sendUsdc(page: Page, amount: string, receiver: string, { expectDone = true } = {}) {
  await page.getByRole('button', { name: /^Send/ }).first().click()
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal
    .getByRole('button', { name: /Select token|USDC|ETH|PTK/ })
    .first()
    .click()
  await modal.getByRole('heading', { name: 'Select token' }).waitFor()
  await modal.getByRole('button', { name: /USD Coin/ }).click()
  await modal.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
  // A name shows what it resolved to; an address is read when Send is pressed.
  if (!receiver.startsWith('0x')) await modal.getByText(`${receiver} ·`).waitFor()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  if (!expectDone) return
  const formError = modal.getByRole('alert')
  await modal.getByRole('heading', { name: 'Account' }).or(formError).waitFor()
  if (await formError.isVisible()) throw new Error(`The send form refused: ${await formError.textContent()}`)
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'hidden' })
}
