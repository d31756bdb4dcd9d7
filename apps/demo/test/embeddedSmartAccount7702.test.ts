import { devnetAccount, SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, concat, createPublicClient, http, isErc6492Signature } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dealToken, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import {
  accountAddress,
  answerInFrame,
  closeAccount,
  ethBalance,
  sendNative,
  walletFrame,
} from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'
import { accountTypes, chooseAccountType, signOnPage, signUpByEmail } from './smartAccount.js'
import { checkInBothThemes, type Violation } from './viewsShared.js'

// The e-mail wallet's EOA upgraded in place with EIP-7702 in the demo, as a person uses it: the API lists the
// devnet's Simple7702Account for the first chain (Prague), so Account's "Account type" offers "Upgraded in place";
// choosing it asks for Approve in the frame, which says the address stays the same; the address shown does not
// change; a message signed before the upgrade lands verifies for it; the first USDC send with no ETH is one
// sponsored user operation through the world's bundler that carries the EOA's authorization, after which the EOA's
// code is the delegation `0xef0100 ‖ Simple7702Account`; a message signed then verifies too (ERC-1271).
const world = inject('world')
const evm = world.chains[0]!
const reader = () => createPublicClient({ transport: http(evm.rpcUrl) })
const UPGRADE_TEXT = /This account becomes a smart account on .+\. Its address stays the same\./
const UPGRADED = 'Upgraded in place (EIP-7702) — same address as your regular account'
const NOT_YET = 'The upgrade takes effect with its first transaction'

describe.skipIf(skipBrowser || !world.authUrl)("the e-mail wallet's EOA upgraded in place (EIP-7702)", () => {
  let browser: Browser
  let demo: Demo
  let eoa: Address
  const violations: Violation[] = []
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser, { theme: 'dark' })
  })
  afterAll(async () => {
    if (demo) await screenshot(demo.page, 'embedded-eip7702-last').catch(() => undefined)
    await demo?.close()
    await browser?.close()
  })

  test('a new user upgrades their account in place after Approve in the frame; the address does not change', async () => {
    const { page } = demo
    eoa = await signUpByEmail(page)
    await page.getByRole('button', { name: 'Account details' }).click()
    const upgraded = accountTypes(page).getByRole('radio', { name: 'Upgraded in place' })
    await upgraded.click()
    await answerInFrame(page, 'Approve', UPGRADE_TEXT, 'embedded-eip7702-approve-upgrade')
    await expect.poll(() => upgraded.getAttribute('aria-checked')).toBe('true')
    const modal = dialog(page)
    await modal.getByText(UPGRADED).waitFor()
    await modal.getByText(NOT_YET).waitFor()
    expect(await accountAddress(page)).toBe(eoa)
    // Nothing is on the chain until the first operation carries the authorization.
    expect(await reader().getCode({ address: eoa })).toBeUndefined()
    await checkInBothThemes(violations)(page, 'account-eip7702')
    expect(violations).toEqual([])
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('before the upgrade lands its signature is the EOA one and verifies for the address', async () => {
    const message = 'Portico EOA, about to be upgraded in place'
    const signature = await signOnPage(demo.page, message)
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await reader().verifyMessage({ address: eoa, message, signature })).toBe(true)
  })

  test('a USDC send with no ETH is one sponsored user operation that upgrades the EOA in place', async () => {
    const { page } = demo
    await dealToken(eoa, 20_000_000n)
    expect(await ethBalance(eoa)).toBe(0n)
    const receiver = devnetAccount(8).address
    const before = await tokenBalance(receiver)
    await sendNative(page, /USD Coin|USDC/, '5', receiver)
    await walletFrame(page).getByText('Gas sponsored by Portico demo').waitFor()
    await answerInFrame(page, 'Approve', UPGRADE_TEXT, 'embedded-eip7702-first-send')
    await expect.poll(() => tokenBalance(receiver), { timeout: 30_000 }).toBe(before + 5_000_000n)
    expect(await tokenBalance(eoa)).toBe(15_000_000n)
    expect((await reader().getCode({ address: eoa }))?.toLowerCase()).toBe(
      concat(['0xef0100', SIMPLE_7702_ACCOUNT_ADDRESS]).toLowerCase(),
    )
    // Sponsored: the EOA paid no gas.
    expect(await ethBalance(eoa)).toBe(0n)
    await closeAccount(page)
    await page.getByRole('button', { name: 'Account details' }).click()
    await dialog(page).getByText(UPGRADED).waitFor()
    expect(await dialog(page).getByText(NOT_YET).count()).toBe(0)
    expect(await accountAddress(page)).toBe(eoa)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
  })

  test('once upgraded its signature verifies for the same address (ERC-1271); Regular account keeps it too', async () => {
    const { page } = demo
    const message = 'Portico EOA, upgraded in place'
    const signature = await signOnPage(page, message)
    expect(await reader().verifyMessage({ address: eoa, message, signature })).toBe(true)
    expect(await reader().verifyMessage({ address: eoa, message: 'another', signature })).toBe(false)

    await page.getByRole('button', { name: 'Account details' }).click()
    await chooseAccountType(page, 'Regular account')
    await expect.poll(() => accountAddress(page)).toBe(eoa)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    expect(demo.errors).toEqual([])
  })
})
