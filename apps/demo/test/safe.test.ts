import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { createPublicClient, formatEther, getAddress, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { worldChain } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, dialog, openDemo, screenshot, watchPage } from './harness.js'

// The demo as a Safe App: opened in the world's Safe host (a real Safe on the first chain, owned by devnet
// account 8), it connects to the Safe with no prompt; what it asks is approved on the host page and done by the
// Safe. Outside the host it does not offer Safe. No dev wallet is injected into the host's page.

const recipient = getAddress('0x5afe00000000000000000000000000000000d3a0')
const client = () => createPublicClient({ transport: http(worldChain().rpcUrl) })

describe.skipIf(skipBrowser)('Safe', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let app: Frame
  let safeAddress: `0x${string}`

  beforeAll(async () => {
    browser = await connectBrowser()
    context = await browser.newContext({ viewport: { width: 1640, height: 900 }, colorScheme: 'dark' })
    context.setDefaultTimeout(0)
    page = await context.newPage()
    errors = watchPage(page, 'safe host').errors
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  /** The host's request of `method` on its page: approved with its button, then done. */
  async function approveOnHost(method: string) {
    const request = page.locator(`#requests li[data-method=${method}]`).first()
    await request.getByRole('button', { name: 'Approve' }).click()
    await page.locator(`#requests li[data-method=${method}][data-state=done]`).first().waitFor()
  }

  test('opened in the Safe host, the demo is connected to the Safe with no prompt', async () => {
    const safeHostUrl = inject('world').safeHostUrl
    expect(safeHostUrl).toBeDefined()
    await page.goto(`${safeHostUrl}?app=${encodeURIComponent(`${inject('demoUrl')}?theme=dark`)}`)
    app = (await (await page.waitForSelector('iframe#app')).contentFrame())!
    safeAddress = (await page.locator('#safe').textContent()) as `0x${string}`
    expect(await client().getCode({ address: safeAddress })).toMatch(/^0x.{100,}/)
    await expect(app.getByTestId('account-address').textContent()).resolves.toBe(safeAddress)
    await expect(app.getByText(`Safe on ${worldChain().name}`).count()).resolves.toBe(1)
    expect(await dialog(page).count()).toBe(0)
  })

  test("a send from the demo's Send view is approved on the host page and executed by the Safe", async () => {
    const before = await client().getBalance({ address: recipient })
    const safeBefore = await client().getBalance({ address: safeAddress })
    await app.getByRole('button', { name: /^Send/ }).first().click()
    const modal = app.getByRole('dialog')
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal
      .getByRole('button', { name: /Select token|USDC|ETH|PTK/ })
      .first()
      .click()
    await modal.getByRole('heading', { name: 'Select token' }).waitFor()
    await modal.getByRole('button', { name: /Ether/ }).first().click()
    await modal.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await modal.getByRole('textbox', { name: 'To' }).fill(recipient)
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await approveOnHost('sendTransactions')
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expect.poll(() => client().getBalance({ address: recipient })).toBe(before + parseEther('0.25'))
    // The Safe paid the value; its owner paid the gas of execTransaction.
    expect(formatEther(await client().getBalance({ address: safeAddress }))).toBe(
      formatEther(safeBefore - parseEther('0.25')),
    )
    await screenshot(page, 'safe-host-send')
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'hidden' })
  })

  test('a message signed by the Safe verifies with ERC-1271 on the chain', async () => {
    await app.getByRole('button', { name: 'Sign message' }).click()
    await approveOnHost('signMessage')
    const signature = (await app.getByTestId('signature').textContent()) as `0x${string}`
    expect(
      await client().verifyMessage({
        address: safeAddress,
        message: 'Hello from the Portico demo!',
        signature,
      }),
    ).toBe(true)
    expect(await client().verifyMessage({ address: safeAddress, message: 'Something else', signature })).toBe(
      false,
    )
    expect(errors).toEqual([])
  })

  test('the same demo outside the host does not offer Safe', async () => {
    const demo = await openDemo(browser)
    await demo.page.locator('portico-connect-button').click()
    const modal = dialog(demo.page)
    await modal.getByRole('button', { name: /Portico Dev Wallet/ }).waitFor()
    expect(await modal.getByRole('button', { name: /Safe/ }).count()).toBe(0)
    expect(await demo.page.getByTestId('account-address').count()).toBe(0)
    await demo.close()
  })
})
