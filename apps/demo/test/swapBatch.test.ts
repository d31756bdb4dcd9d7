import { devnetAccount, SIMPLE_7702_ACCOUNT_ADDRESS, smartAccountFactoryAbi } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, createPublicClient, createTestClient, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dealToken, tokenBalance, worldChain } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, openDemo } from './harness.js'
import { closeModal, enterAmount, openSwap, pickToken, reviewSwap, routerAllowance } from './swapSteps.js'

// A wallet that runs a batch atomically gets a swap that needs an approval as one wallet_sendCalls: one prompt,
// one transaction, balances moved on the devnet. Two such wallets: the dev wallet as the devnet's SmartAccount
// (test account 0's, salt 0; `atomic: supported`, run by its executeBatch in a transaction of the owner key), and
// the dev wallet as a fresh EOA it offers to upgrade in place with EIP-7702 (`atomic: ready`: the one prompt names
// the upgrade, and the one transaction carries the authorization and the calls).
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

/**
 * Swaps 15 USDC for PTK from `account` with the wallet asking: one prompt (its summary checked by `prompted`), one
 * transaction of `signer`, the balances moved and no allowance left. `nonces` is what that one transaction moves
 * the signer's nonce by: 1, or 2 when it carries the signer's own EIP-7702 authorization (which uses the next one).
 */
async function swapInOneBatch(
  demo: Demo,
  { account, signer, nonces }: { account: Address; signer: Address; nonces: 1 | 2 },
  prompted: (summary: string) => void,
) {
  const { page } = demo
  const before = { usdc: await tokenBalance(account), ptk: await tokenBalance(account, 'PTK') }
  expect(await routerAllowance(account, 'USDC')).toBe(0n)
  const modal = await openSwap(page)
  await pickToken(modal, 'pay', /USD Coin/)
  await pickToken(modal, 'receive', /Portico Token/)
  const shown = await enterAmount(modal, '15')
  const start = await reviewSwap(modal, 'Approve and swap')
  const sent = await reader().getTransactionCount({ address: signer })
  await demo.setPolicy('prompt')
  await start.click()
  const approve = page.getByTestId('dev-wallet-approve')
  await approve.waitFor()
  prompted((await page.getByTestId('dev-wallet-summary').textContent()) ?? '')
  await approve.click()
  await approve.waitFor({ state: 'detached' })
  // Approval and swap settle as one batch; no second prompt comes.
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await page.getByText(/^Swapped 15 USDC to [\d,.]+ PTK$/).waitFor()
  expect(await approve.count()).toBe(0)
  await demo.setPolicy('approve')
  expect((await reader().getTransactionCount({ address: signer })) - sent).toBe(nonces)
  expect(await tokenBalance(account)).toBe(before.usdc - 15_000_000n)
  const received = (await tokenBalance(account, 'PTK')) - before.ptk
  expect(received).toBeGreaterThanOrEqual((parseUnits(shown, 18) * 99n) / 100n)
  // Exactly the amount was approved, and the swap spent it in the same transaction.
  expect(await routerAllowance(account, 'USDC')).toBe(0n)
  expect(demo.errors).toEqual([])
  await closeModal(page)
}

describe.skipIf(skipBrowser)('swap with a wallet that batches atomically', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('a smart account (atomic: supported): USDC → PTK through the approval in one transaction of the owner', async () => {
    const account = await devnetSmartAccount()
    const demo = await openDemo(browser, { account: 0, smartAccount: { address: account } })
    try {
      await connectWallet(demo.page)
      await closeModal(demo.page)
      await swapInOneBatch(demo, { account, signer: owner, nonces: 1 }, (summary) =>
        expect(summary).not.toMatch(/Upgrade/),
      )
    } finally {
      await demo.close()
    }
  })

  test('an EOA upgraded in place (atomic: ready): the one prompt names the upgrade, the one transaction carries it', async () => {
    const key = generatePrivateKey()
    const eoa = privateKeyToAccount(key).address
    await createTestClient({ mode: 'anvil', transport: http(worldChain().rpcUrl) }).setBalance({
      address: eoa,
      value: parseEther('1'),
    })
    await dealToken(eoa, 100_000_000n)
    const demo = await openDemo(browser, {
      privateKey: key,
      eip7702: { implementation: SIMPLE_7702_ACCOUNT_ADDRESS },
    })
    try {
      await connectWallet(demo.page)
      await closeModal(demo.page)
      await swapInOneBatch(demo, { account: eoa, signer: eoa, nonces: 2 }, (summary) =>
        expect(summary).toMatch(/^Upgrade: this account becomes a smart account \(EIP-7702\)/),
      )
      // The address did not change; the chain now runs the implementation's code for it.
      expect(await reader().getCode({ address: eoa })).toBe(
        `0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`,
      )
    } finally {
      await demo.close()
    }
  })
})
