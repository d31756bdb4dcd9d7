import { decodePermissionContext, delegationHash } from '@portico/adapter-evm/sessions'
import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dealToken, tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { answerInFrame, setEthBalance, walletFrame } from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'
import { chooseAccountType, signUpByEmail, smartAccountOf } from './smartAccount.js'
import { checkInBothThemes, type Violation } from './viewsShared.js'

// A session, as an app and its user meet it in the demo: the page holds a key of its own and asks the e-mail
// wallet's smart account for 10 USDC over one hour (the approval in the frame says exactly that); the page then
// sends with its key and no prompt, twice; the third send would pass 10 USDC and the chain refuses it. Account →
// Sessions lists the session with what it has spent and when it ends, and Revoke ends it on chain. (Expiry by
// anvil time travel is tested where the chain is the test's own: the frame's sessions test and the devnet's;
// this world's chain is shared with the other demo tests, whose paymaster signatures follow the wall clock.)
const world = inject('world')
const evm = world.chains[0]!
const reader = () => createPublicClient({ transport: http(evm.rpcUrl) })
const disabledAbi = parseAbi(['function disabledDelegations(bytes32 hash) view returns (bool)'])

/** The session the page keeps (its key and what the wallet granted), from the page's sessionStorage. */
const storedSession = async (page: Page) =>
  (await page.evaluate(() =>
    JSON.parse(window.sessionStorage.getItem('portico-demo:session') ?? 'null'),
  )) as {
    session: { context: Hex; delegationManager: Address }
  }

/** The Session card's "Send 4 USDC with the session" to `receiver`; resolves once the card says how it went. */
async function sendWithTheSession(page: Page, receiver: Address) {
  const card = page.locator('.session-card')
  await card.getByRole('textbox', { name: 'Recipient' }).fill(receiver)
  // Read without waiting (a locator's textContent waits for its element, and this page has none yet at first).
  const sentText = async () => (await card.getByTestId('session-sent').allTextContents())[0]
  const before = await sentText()
  await card.getByRole('button', { name: 'Send 4 USDC with the session' }).click()
  await expect
    .poll(async () => {
      if (await card.getByTestId('session-error').isVisible()) return 'refused'
      const sent = await sentText()
      return sent && sent !== before ? 'sent' : 'waiting'
    })
    .not.toBe('waiting')
}

describe.skipIf(skipBrowser || !world.authUrl)(
  'a session: the page spends within limits the chain holds',
  () => {
    let browser: Browser
    let demo: Demo
    let smart: Address
    const receiver = devnetAccount(8).address
    const violations: Violation[] = []
    beforeAll(async () => {
      browser = await connectBrowser()
      demo = await openDemo(browser, { theme: 'dark' })
    })
    afterAll(async () => {
      if (demo) await screenshot(demo.page, 'sessions-last').catch(() => undefined)
      await demo?.close()
      await browser?.close()
    })

    test('the smart account grants the page 10 USDC for one hour, and the approval says exactly that', async () => {
      const { page } = demo
      smart = await smartAccountOf(await signUpByEmail(page))
      await page.getByRole('button', { name: 'Account details' }).click()
      await chooseAccountType(page, 'Smart account')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'hidden' })
      await dealToken(smart, 20_000_000n)

      await page.getByRole('button', { name: 'Start a session: 10 USDC for 1 hour' }).click()
      const frame = walletFrame(page)
      await frame.getByText('Allow a session').waitFor()
      await frame.getByText('10 USDC', { exact: true }).waitFor()
      await checkInBothThemes(violations)(page, 'sessions-grant')
      expect(violations).toEqual([])
      await answerInFrame(page, 'Approve', 'Spending limit', 'sessions-grant-approval')
      await dialog(page).waitFor({ state: 'hidden' })
      const signer = (await page.getByTestId('session-signer').textContent()) as Address
      // The delegation the page holds is from the smart account to the page's key.
      const [delegation] = decodePermissionContext((await storedSession(page)).session.context)
      expect(delegation).toMatchObject({ delegator: smart, delegate: signer })
    })

    test('two sends with the session and no prompt; the third would pass 10 USDC and the chain refuses it', async () => {
      const { page } = demo
      const signer = (await page.getByTestId('session-signer').textContent()) as Address
      await setEthBalance(signer, '1')
      const before = await tokenBalance(receiver)

      await sendWithTheSession(page, receiver)
      await expect.poll(() => tokenBalance(receiver)).toBe(before + 4_000_000n)
      await sendWithTheSession(page, receiver)
      await expect.poll(() => tokenBalance(receiver)).toBe(before + 8_000_000n)
      // No approval was asked for either: the modal never opened.
      expect(await dialog(page).isVisible()).toBe(false)

      await sendWithTheSession(page, receiver)
      expect((await page.getByTestId('session-error').allTextContents())[0]).toMatch(
        /The chain refused it: .*allowance-exceeded/,
      )
      expect(await tokenBalance(receiver)).toBe(before + 8_000_000n)
      expect(await tokenBalance(smart)).toBe(12_000_000n)
    })

    test('Account → Sessions lists it with its spend and expiry; Revoke ends it on chain', async () => {
      const { page } = demo
      const { session } = await storedSession(page)
      const [delegation] = decodePermissionContext(session.context)
      const hash = delegationHash(delegation!)

      await page.getByRole('button', { name: 'Account details' }).click()
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Sessions' }).click()
      await modal.getByRole('heading', { name: 'Sessions' }).waitFor()
      await modal.getByText('Spend up to 10 USDC').waitFor()
      await modal.getByText('8 of 10 USDC used').waitFor()
      await modal.getByText(/^Expires /).waitFor()
      await checkInBothThemes(violations)(page, 'sessions-view')
      expect(violations).toEqual([])

      await modal.getByRole('button', { name: 'Revoke' }).click()
      await walletFrame(page).getByText('Revoke session').waitFor()
      await checkInBothThemes(violations)(page, 'sessions-revoke')
      expect(violations).toEqual([])
      await answerInFrame(page, 'Approve', 'Revoke session', 'sessions-revoke-approval')
      await modal.getByText('No active sessions').waitFor()
      const disabled = () =>
        reader().readContract({
          address: session.delegationManager,
          abi: disabledAbi,
          functionName: 'disabledDelegations',
          args: [hash],
        })
      await expect.poll(disabled).toBe(true)
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
      expect(demo.errors).toEqual([])
    })
  },
)
