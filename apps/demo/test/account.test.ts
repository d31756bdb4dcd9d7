import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, dialog, openDemo } from './harness.js'

// Dev wallet: devnet account 2 (seeded: 10,000 ETH, 10,000 USDC, 1,000 PTK and Portico Pass #3). Read only.
describe.skipIf(skipBrowser)('account', () => {
  let browser: Browser
  let demo: Demo
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser, { account: 2 })
    await connectWallet(demo.page)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('the page shows native and token balances with USD values', async () => {
    const { page } = demo
    const usdc = page.getByTestId('balance-USDC')
    await usdc.waitFor()
    await expect(usdc.textContent()).resolves.toMatch(/10,000(\.000)? USDC.*\$10,000\.00/)
    await expect(page.getByTestId('balance-PTK').textContent()).resolves.toMatch(
      /1,000(\.000)? PTK.*\$2,0\d\d\.\d\d/,
    )
    await expect(page.getByTestId('balance-ETH').textContent()).resolves.toMatch(
      /ETH.*\$\d{1,3}(,\d{3})+\.\d\d/,
    )
  })

  test('the Account view lists the tokens with USD values', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    const list = modal.getByRole('tabpanel')
    // Rows live in shadow roots: text is matched per element, not through textContent.
    const usdc = list.getByRole('listitem').filter({ hasText: 'USD Coin' })
    await usdc.waitFor()
    await expect(usdc.getByText('$10,000.00').count()).resolves.toBeGreaterThan(0)
    await expect(list.getByRole('listitem').filter({ hasText: 'Portico Token' }).count()).resolves.toBe(1)
    await expect(list.getByRole('listitem').filter({ hasText: 'Ether' }).count()).resolves.toBe(1)
  })

  test('the NFTs tab shows the devnet NFT with its image', async () => {
    const { page } = demo
    const modal = dialog(page)
    await modal.getByRole('tab', { name: 'NFTs' }).click()
    const image = modal.getByRole('tabpanel').locator('img').first()
    await image.waitFor()
    await expect(image.getAttribute('alt')).resolves.toMatch(/Portico Pass|#3/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  })
})
