import { devnetAccount, smartAccountFactoryAbi } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tokenBalance, worldChain } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, openDemo } from './harness.js'
import { closeModal, enterAmount, openSwap, pickToken, routerAllowance } from './swapSteps.js'

// The dev wallet as the devnet's SmartAccount (test account 0's, salt 0; funded with ETH, USDC and PTK) answers
// EIP-5792 `atomic: supported`: a swap that needs an approval goes to it as one wallet_sendCalls, which it runs in
// one executeBatch transaction sent by the owner key. One prompt, one transaction, balances moved on the devnet.
const owner = devnetAccount(0).address
const reader = () => createPublicClient({ transport: http(worldChain().rpcUrl) })

/** The account the devnet's factory deployed for test account 0 (salt 0). */
async function devnetSmartAccount(): Promise<Address> {
  const created = await reader().getContractEvents({
    abi: smartAccountFactoryAbi,
    eventName: 'AccountCreated',
    args: { owner },
    fromBlock: 0n,
  })
  const account = created.find((log) => log.args.salt === 0n)?.args.account
  if (!account) throw new Error('the devnet deployed no smart account for test account 0')
  return account
}

describe.skipIf(skipBrowser)('swap with a wallet that batches atomically', () => {
  let browser: Browser
  let demo: Demo
  let account: Address
  beforeAll(async () => {
    account = await devnetSmartAccount()
    browser = await connectBrowser()
    demo = await openDemo(browser, { account: 0, smartAccount: { address: account } })
    await connectWallet(demo.page)
    await closeModal(demo.page)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('USDC → PTK through the approval: one wallet prompt, one transaction of the owner, balances on chain', async () => {
    const { page } = demo
    const before = { usdc: await tokenBalance(account), ptk: await tokenBalance(account, 'PTK') }
    expect(await routerAllowance(account, 'USDC')).toBe(0n)
    const modal = await openSwap(page)
    await pickToken(modal, 'pay', /USD Coin/)
    await pickToken(modal, 'receive', /Portico Token/)
    const shown = await enterAmount(modal, '15')
    await modal.getByRole('button', { name: 'Review swap' }).click()
    const start = modal.getByRole('button', { name: 'Approve and swap' })
    await expect.poll(() => start.isEnabled()).toBe(true)
    const sent = await reader().getTransactionCount({ address: owner })
    await demo.setPolicy('prompt')
    await start.click()
    const approve = page.getByTestId('dev-wallet-approve')
    await approve.waitFor()
    await approve.click()
    await approve.waitFor({ state: 'detached' })
    // Approval and swap settle as one batch; no second prompt comes.
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await page.getByText(/^Swapped 15 USDC to [\d,.]+ PTK$/).waitFor()
    expect(await approve.count()).toBe(0)
    await demo.setPolicy('approve')
    expect((await reader().getTransactionCount({ address: owner })) - sent).toBe(1)
    expect(await tokenBalance(account)).toBe(before.usdc - 15_000_000n)
    const received = (await tokenBalance(account, 'PTK')) - before.ptk
    expect(received).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
    // Exactly the amount was approved, and the swap spent it in the same transaction.
    expect(await routerAllowance(account, 'USDC')).toBe(0n)
    expect(demo.errors).toEqual([])
    await closeModal(page)
  })
})
