import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, dialog, openDemo } from './harness.js'

const chainIdInWallet = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    (window as unknown as { ethereum: { request(a: { method: string }): Promise<string> } }).ethereum.request(
      {
        method: 'eth_chainId',
      },
    ),
  )

// Dev wallet: devnet account 0, knowing only chain 31337, so switching to 31338 goes through add-chain.
describe.skipIf(skipBrowser)('networks', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  test('switches network from the modal, adding the chain to the wallet first', async () => {
    const demo = await openDemo(browser, { chainIds: [31337] })
    const { page } = demo
    await connectWallet(page)
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')

    await page.locator('portico-network-button').click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Choose network' }).waitFor()
    await modal.getByRole('button', { name: /Portico Devnet 31338/ }).click()
    await expect.poll(() => chainIdInWallet(page)).toBe('0x7a6a')
    await expect
      .poll(() => page.locator('.networks li.active').textContent())
      .toContain('Portico Devnet 31338')

    // Back from the page's own buttons: the wallet now knows both chains.
    if (await modal.isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Switch to Portico Devnet' }).click()
    await expect.poll(() => chainIdInWallet(page)).toBe('0x7a69')
    await expect.poll(() => page.locator('.networks li.active').textContent()).toContain('Chain 31337')
    expect(demo.errors).toEqual([])
    await demo.close()
  })

  test('a declined switch keeps the network', async () => {
    const demo = await openDemo(browser, { chainIds: [31337] })
    const { page } = demo
    await connectWallet(page)
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
    await demo.setPolicy('reject')
    await page.getByRole('button', { name: 'Switch to Portico Devnet 31338' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Declined in your wallet')
    expect(await chainIdInWallet(page)).toBe('0x7a69')
    await expect(page.locator('.networks li.active').textContent()).resolves.toContain('Chain 31337')
    await demo.close()
  })
})
