import { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { dealToken, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { accountAddress, answerInFrame, setEthBalance } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo } from './harness.js'
import { chooseAccountType, signUpByEmail, smartAccountOf } from './smartAccount.js'
import { closeModal, enterAmount, openSwap, pickToken, reviewSwap, routerAllowance } from './swapSteps.js'

// A swap from the e-mail wallet's smart account: the wallet answers EIP-5792 `atomic: supported`, so the kit sends
// the approval and the swap as one wallet_sendCalls, which the frame sends as ONE user operation through the
// world's bundler (deploying the account in it). The demo sponsors only transfers, so the account pays this
// operation's gas itself from the ETH it holds. On the regular account (the EOA), where the world offers the
// EIP-7702 upgrade, the wallet answers `atomic: ready`: the same swap is one approval that names the upgrade, and
// one user operation of the same address carries the upgrade, the approval and the swap.
const world = inject('world')
const evm = world.chains[0]!
const reader = () => createPublicClient({ transport: http(evm.rpcUrl) })

/** The user operations the EntryPoint ran for `sender`. */
const userOperationsOf = async (sender: Address) =>
  reader().getContractEvents({
    address: ENTRY_POINT_ADDRESS,
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    args: { sender },
    fromBlock: 0n,
  })

/**
 * USDC → PTK (15) through the approval, approved once in the frame (which shows `approval`; screenshot `shot`);
 * the quoted PTK.
 */
async function swapApprovedOnce(page: Page, approval: string, shot?: string) {
  const modal = await openSwap(page)
  await pickToken(modal, 'pay', /USD Coin/)
  await pickToken(modal, 'receive', /Portico Token/)
  const shown = await enterAmount(modal, '15')
  const start = await reviewSwap(modal, 'Approve and swap')
  await start.click()
  await answerInFrame(page, 'Approve', approval, shot)
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  await page.getByText(/^Swapped 15 USDC to [\d,.]+ PTK$/).waitFor()
  return shown
}

/** One successful user operation of `account` carried it all; the balances and the allowance on chain. */
async function expectOneOperation(account: Address, shown: string) {
  const operations = await userOperationsOf(account)
  expect(operations).toHaveLength(1)
  expect(operations[0]?.args.success).toBe(true)
  expect(await tokenBalance(account)).toBe(35_000_000n)
  expect(await tokenBalance(account, 'PTK')).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
  expect(await routerAllowance(account, 'USDC')).toBe(0n)
}

describe.skipIf(skipBrowser || !world.authUrl)('a swap from the e-mail wallet', () => {
  let browser: Browser
  let demo: Demo | undefined
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterEach(async () => {
    await demo?.close()
    demo = undefined
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('from the smart account: one approval in the frame, one user operation that deploys it, balances on chain', async () => {
    demo = await openDemo(browser)
    const { page } = demo
    const eoa = await signUpByEmail(page)
    const smart = await smartAccountOf(eoa)
    await setEthBalance(smart, '1')
    await dealToken(smart, 50_000_000n)
    await page.getByRole('button', { name: 'Account details' }).click()
    await chooseAccountType(page, 'Smart account')
    await expect.poll(() => accountAddress(page)).toBe(smart)
    await closeModal(page)
    const shown = await swapApprovedOnce(page, 'Smart account')
    await expectOneOperation(smart, shown)
    expect(demo.errors).toEqual([])
  })

  test('from the regular account (atomic: ready): the one approval names the upgrade; the same address is upgraded', async () => {
    demo = await openDemo(browser)
    const { page } = demo
    const eoa = await signUpByEmail(page)
    await setEthBalance(eoa, '1')
    await dealToken(eoa, 50_000_000n)
    // The page read this account's balances at sign-up: the API serves them from its cache until asked afresh.
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByTestId('balance-USDC').filter({ hasText: '50.000' }).waitFor()
    const shown = await swapApprovedOnce(page, 'Its address stays the same.', 'embedded-swap-upgrade')
    expect(await accountAddress(page)).toBe(eoa)
    await expectOneOperation(eoa, shown)
    expect(await reader().getCode({ address: eoa })).toBe(
      `0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`,
    )
    expect(demo.errors).toEqual([])
  })
})
