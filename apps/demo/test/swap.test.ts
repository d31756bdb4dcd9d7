import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { tokenBalance, worldChain } from './chain.js'
import { skipBrowser } from './chromium.js'
import { closeModalIfOpen, connectBrowser, connectWallet, type Demo, openDemo } from './harness.js'
import { closeModal, enterAmount, openSwap, pickToken, reviewSwap, routerAllowance } from './swapSteps.js'

// Dev wallet: devnet account 0 (10,000 ETH, 10,000 USDC, 1,000 PTK). Every swap runs on the devnet's AMM
// through the API's convert routes; balances are read straight from anvil afterwards.
const trader = devnetAccount(0).address
const reader = () => createPublicClient({ transport: http(worldChain().rpcUrl) })
const ethBalance = () => reader().getBalance({ address: trader })

describe.skipIf(skipBrowser)('swap', () => {
  let browser: Browser
  let demo: Demo
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser, { account: 0 })
    await connectWallet(demo.page)
    await closeModal(demo.page)
  })
  // A failed step must not leave the modal over the page for the next test; nor a wallet prompt policy.
  afterEach(async () => {
    if (!demo) return
    await demo.setPolicy('approve')
    await closeModalIfOpen(demo.page)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('native → 6-decimal token (ETH → USDC): one wallet request, Account, balances on chain', async () => {
    const { page } = demo
    const before = { eth: await ethBalance(), usdc: await tokenBalance(trader) }
    const modal = await openSwap(page)
    await pickToken(modal, 'receive', /USD Coin/)
    const shown = await enterAmount(modal, '0.5')
    await modal.getByRole('button', { name: 'Review swap' }).click()
    await modal.getByRole('heading', { name: 'Review swap' }).waitFor()
    const swap = modal.getByRole('button', { name: 'Swap', exact: true })
    await expect.poll(() => swap.isEnabled()).toBe(true)
    await swap.click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await page.getByText(/^Swapped 0\.5 ETH to [\d,.]+ USDC$/).waitFor()
    const received = (await tokenBalance(trader)) - before.usdc
    // At least the quote less the 1 % slippage tolerance.
    expect(received).toBeGreaterThanOrEqual((parseUnits(shown, 6) * 99n) / 100n)
    expect(before.eth - (await ethBalance())).toBeGreaterThanOrEqual(parseEther('0.5'))
    await closeModal(page)
  })

  test('6-decimal → 18-decimal token (USDC → PTK) through the approval: two wallet prompts', async () => {
    const { page } = demo
    const before = { usdc: await tokenBalance(trader), ptk: await tokenBalance(trader, 'PTK') }
    expect(await routerAllowance(trader, 'USDC')).toBe(0n)
    const modal = await openSwap(page)
    await pickToken(modal, 'pay', /USD Coin/)
    await pickToken(modal, 'receive', /Portico Token/)
    const shown = await enterAmount(modal, '20')
    const start = await reviewSwap(modal, 'Approve and swap')
    await demo.setPolicy('prompt')
    await start.click()
    // First the approval, then the swap.
    for (let prompt = 0; prompt < 2; prompt++) {
      const approve = page.getByTestId('dev-wallet-approve')
      await approve.waitFor()
      await approve.click()
      await approve.waitFor({ state: 'detached' })
    }
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await demo.setPolicy('approve')
    await page.getByText(/^Swapped 20 USDC to [\d,.]+ PTK$/).waitFor()
    expect(await tokenBalance(trader)).toBe(before.usdc - 20_000_000n)
    const received = (await tokenBalance(trader, 'PTK')) - before.ptk
    expect(received).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
    // Exactly the amount was approved, and the swap spent it.
    expect(await routerAllowance(trader, 'USDC')).toBe(0n)
    await closeModal(page)
  })

  test('more than the balance says Insufficient balance and cannot be reviewed', async () => {
    const { page } = demo
    const modal = await openSwap(page)
    await pickToken(modal, 'pay', /USD Coin/)
    await pickToken(modal, 'receive', /Portico Token/)
    await enterAmount(modal, '20000')
    const action = modal.getByRole('button', { name: 'Insufficient balance' })
    await action.waitFor()
    expect(await action.isDisabled()).toBe(true)
    await closeModal(page)
  })

  test('a rejected approval leaves nothing half-done', async () => {
    const { page } = demo
    const before = {
      usdc: await tokenBalance(trader),
      ptk: await tokenBalance(trader, 'PTK'),
      allowance: await routerAllowance(trader, 'USDC'),
    }
    const modal = await openSwap(page)
    await pickToken(modal, 'pay', /USD Coin/)
    await pickToken(modal, 'receive', /Portico Token/)
    await enterAmount(modal, '7')
    const start = await reviewSwap(modal, 'Approve and swap')
    await demo.setPolicy('prompt')
    await start.click()
    await page.getByTestId('dev-wallet-reject').click()
    await demo.setPolicy('approve')
    // The wallet's refusal is toasted; the review stays, ready to try again.
    await page
      .getByText(/rejected/i)
      .first()
      .waitFor()
    await expect.poll(() => start.isEnabled()).toBe(true)
    expect(await modal.getByRole('heading', { name: 'Review swap' }).isVisible()).toBe(true)
    expect({
      usdc: await tokenBalance(trader),
      ptk: await tokenBalance(trader, 'PTK'),
      allowance: await routerAllowance(trader, 'USDC'),
    }).toEqual(before)
    expect(demo.errors).toEqual([])
    await closeModal(page)
  })
})
