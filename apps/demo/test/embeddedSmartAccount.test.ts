import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, createPublicClient, http, isErc6492Signature } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dealToken, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { accountAddress, answerInFrame, closeAccount, ethBalance, sendNative } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'
import { chooseAccountType, signOnPage, signUpByEmail, smartAccountOf } from './smartAccount.js'
import { checkInBothThemes, type Violation } from './viewsShared.js'

// The e-mail wallet's smart account in the demo, as a person uses it: Account's "Account type" switch shows the
// counterfactual PorticoAccount (an ERC-4337 v0.8 account of the wallet's key, salt 0); a message it signs before
// deployment is ERC-6492 and verifies; a USDC send is one user operation through the world's bundler that deploys
// the account, sponsored by the API's paymaster ("Gas sponsored by Portico demo"), so the account needs no ETH;
// after it the account signs by ERC-1271; and Regular account brings the EOA back.
const world = inject('world')
const evm = world.chains[0]!
const reader = () => createPublicClient({ transport: http(evm.rpcUrl) })

describe.skipIf(skipBrowser || !world.authUrl)('the e-mail wallet as a smart account', () => {
  let browser: Browser
  let demo: Demo
  let eoa: Address
  let smart: Address
  const violations: Violation[] = []
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser, { theme: 'dark' })
  })
  afterAll(async () => {
    if (demo) await screenshot(demo.page, 'embedded-smart-account-last').catch(() => undefined)
    await demo?.close()
    await browser?.close()
  })

  test('a new user switches to the smart account and sees its counterfactual address, not deployed yet', async () => {
    const { page } = demo
    eoa = await signUpByEmail(page)
    smart = await smartAccountOf(eoa)
    expect(await reader().getCode({ address: smart })).toBeUndefined()

    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await chooseAccountType(page, 'Smart account')
    await expect.poll(() => accountAddress(page)).toBe(smart)
    await modal.getByText('Not deployed yet — it deploys with its first transaction').waitFor()
    await checkInBothThemes(violations)(page, 'account-smart-account')
    expect(violations).toEqual([])
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('before deployment its signature is ERC-6492 and verifies for the smart account', async () => {
    const message = 'Portico smart account, before deployment'
    const signature = await signOnPage(demo.page, message)
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await reader().verifyMessage({ address: smart, message, signature })).toBe(true)
  })

  test('a USDC send with no ETH: one sponsored user operation deploys the account and moves the USDC', async () => {
    const { page } = demo
    await dealToken(smart, 20_000_000n)
    expect(await ethBalance(smart)).toBe(0n)
    expect(await ethBalance(eoa)).toBe(0n)
    const receiver = devnetAccount(7).address
    const before = await tokenBalance(receiver)
    await sendNative(page, /USD Coin|USDC/, '5', receiver)
    await answerInFrame(page, 'Approve', 'Gas sponsored by Portico demo', 'embedded-smart-account-sponsored')
    await expect.poll(() => tokenBalance(receiver)).toBe(before + 5_000_000n)
    expect(await tokenBalance(smart)).toBe(15_000_000n)
    expect(await reader().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    // Sponsored: neither the smart account nor its owner paid any gas.
    expect(await ethBalance(smart)).toBe(0n)
    expect(await ethBalance(eoa)).toBe(0n)
    await closeAccount(page)
    await page.getByRole('button', { name: 'Account details' }).click()
    await dialog(page).getByText('Deployed on this network').waitFor()
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
  })

  test('once deployed its signature is the account ERC-1271 one; Regular account brings the EOA back', async () => {
    const { page } = demo
    const message = 'Portico smart account, deployed'
    const signature = await signOnPage(page, message)
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await reader().verifyMessage({ address: smart, message, signature })).toBe(true)

    await page.getByRole('button', { name: 'Account details' }).click()
    await chooseAccountType(page, 'Regular account')
    await expect.poll(() => accountAddress(page)).toBe(eoa)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    expect(demo.errors).toEqual([])
  })
})
