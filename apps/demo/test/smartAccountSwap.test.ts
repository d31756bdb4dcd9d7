import { ENTRY_POINT_ADDRESS } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dealToken, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { accountAddress, answerInFrame, setEthBalance } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo } from './harness.js'
import { chooseAccountType, signUpByEmail, smartAccountOf } from './smartAccount.js'
import { closeModal, enterAmount, openSwap, pickToken, reviewSwap, routerAllowance } from './swapSteps.js'

// A swap from the e-mail wallet's smart account: the wallet answers EIP-5792 `atomic: supported`, so the kit sends
// the approval and the swap as one wallet_sendCalls, which the frame sends as ONE user operation through the
// world's bundler (deploying the account in it). The demo sponsors only transfers, so the account pays this
// operation's gas itself from the ETH it holds.
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

describe.skipIf(skipBrowser || !world.authUrl)('a swap from the e-mail wallet smart account', () => {
  let browser: Browser
  let demo: Demo
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('USDC → PTK through the approval: one approval in the frame, one user operation, balances on chain', async () => {
    const { page } = demo
    const eoa = await signUpByEmail(page)
    const smart = await smartAccountOf(eoa)
    await setEthBalance(smart, '1')
    await dealToken(smart, 50_000_000n)
    await page.getByRole('button', { name: 'Account details' }).click()
    await chooseAccountType(page, 'Smart account')
    await expect.poll(() => accountAddress(page)).toBe(smart)
    await closeModal(page)

    const modal = await openSwap(page)
    await pickToken(modal, 'pay', /USD Coin/)
    await pickToken(modal, 'receive', /Portico Token/)
    const shown = await enterAmount(modal, '15')
    const start = await reviewSwap(modal, 'Approve and swap')
    await start.click()
    await answerInFrame(page, 'Approve', 'Smart account')
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await page.getByText(/^Swapped 15 USDC to [\d,.]+ PTK$/).waitFor()

    // One user operation carried the deployment, the approval and the swap.
    const operations = await userOperationsOf(smart)
    expect(operations).toHaveLength(1)
    expect(operations[0]?.args.success).toBe(true)
    expect(await tokenBalance(smart)).toBe(35_000_000n)
    expect(await tokenBalance(smart, 'PTK')).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
    expect(await routerAllowance(smart, 'USDC')).toBe(0n)
    expect(demo.errors).toEqual([])
    await closeModal(page)
  })
})
