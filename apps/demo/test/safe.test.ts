import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { createPublicClient, formatEther, getAddress, http, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { tokenBalance, worldChain } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, dialog, openDemo, screenshot, watchPage } from './harness.js'
import { enterAmount, pickToken, routerAllowance } from './swapSteps.js'

// The demo as a Safe App: opened in the world's Safe host (a real Safe on the first chain, owned by devnet
// account 8), it connects to the Safe with no prompt; what it asks is approved on the host page and done by the
// Safe. Outside the host it does not offer Safe. No dev wallet is injected into the host's page. The Safe answers
// EIP-5792 `atomic: supported`: a swap that needs an approval is one wallet_sendCalls, proposed to the Safe as ONE
// Safe transaction (approve + swap through MultiSendCallOnly), approved once on the host page.

const recipient = getAddress('0x5afe00000000000000000000000000000000d3a0')
const client = () => createPublicClient({ transport: http(worldChain().rpcUrl) })
const safeNonce = (address: `0x${string}`) =>
  client().readContract({
    address,
    abi: parseAbi(['function nonce() view returns (uint256)']),
    functionName: 'nonce',
  })

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

  /** Swap in the demo inside the host: pay `amount` of one token for another, started with `start`'s button. */
  async function swapInSafe(pay: RegExp | undefined, receive: RegExp, amount: string, start: string) {
    await app.getByRole('button', { name: /^Swap/ }).first().click()
    const modal = app.getByRole('dialog')
    await modal.getByRole('heading', { name: 'Swap' }).waitFor()
    await modal.getByRole('textbox', { name: 'You pay' }).waitFor()
    if (pay) await pickToken(modal, 'pay', pay)
    await pickToken(modal, 'receive', receive)
    const shown = await enterAmount(modal, amount)
    await modal.getByRole('button', { name: 'Review swap' }).click()
    const button = modal.getByRole('button', { name: start, exact: true })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await button.click()
    return { modal, shown }
  }

  test('a swap that needs an approval is ONE Safe transaction, approved once on the host page', async () => {
    // The Safe buys its USDC first (a swap of ether needs no approval: one call, one Safe transaction).
    const bought = await swapInSafe(undefined, /USD Coin/, '0.2', 'Swap')
    await approveOnHost('sendTransactions')
    await bought.modal.getByRole('heading', { name: 'Account' }).waitFor()
    await app.getByText(/^Swapped 0\.2 ETH to [\d,.]+ USDC$/).waitFor()
    await bought.modal.getByRole('button', { name: 'Close' }).click()
    await bought.modal.waitFor({ state: 'hidden' })

    const before = {
      usdc: await tokenBalance(safeAddress),
      ptk: await tokenBalance(safeAddress, 'PTK'),
      nonce: await safeNonce(safeAddress),
    }
    expect(before.usdc).toBeGreaterThan(15_000_000n)
    expect(await routerAllowance(safeAddress, 'USDC')).toBe(0n)
    const requests = page.locator('#requests li[data-method=sendTransactions]')
    const proposed = await requests.count()
    const { modal, shown } = await swapInSafe(/USD Coin/, /Portico Token/, '15', 'Approve and swap')
    await approveOnHost('sendTransactions')
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await app.getByText(/^Swapped 15 USDC to [\d,.]+ PTK$/).waitFor()
    // One proposal of two calls (the approval, the swap), executed as one Safe transaction.
    expect((await requests.count()) - proposed).toBe(1)
    expect(await requests.first().getAttribute('data-calls')).toBe('2')
    expect(await safeNonce(safeAddress)).toBe(before.nonce + 1n)
    expect(await tokenBalance(safeAddress)).toBe(before.usdc - 15_000_000n)
    const received = (await tokenBalance(safeAddress, 'PTK')) - before.ptk
    expect(received).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
    // Exactly the amount was approved, and the swap spent it in the same transaction.
    expect(await routerAllowance(safeAddress, 'USDC')).toBe(0n)
    await screenshot(page, 'safe-host-swap-batch')
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
