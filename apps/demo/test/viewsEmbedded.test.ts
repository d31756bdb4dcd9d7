import { writeFileSync } from 'node:fs'
import { type LocaleStrings, viewNames } from '@portico/ui'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  addAuthenticator,
  codeIn,
  enterCode,
  mailTo,
  newEmail,
  setRecoveryPassword,
  startEmailLogin,
  walletFrame,
} from './embedded.js'
import { connectBrowser, dialog, openDemo, SCREENSHOTS } from './harness.js'
import { chooseAccountType } from './smartAccount.js'
import {
  checkInBothThemes,
  checkView,
  closeModal,
  embeddedViews,
  follow,
  type Violation,
} from './viewsShared.js'

// The two files' views together are every view the UI knows: views.test.ts sees all but the embedded ones.
test('the embedded views are views the UI knows, so both files together cover viewNames', () => {
  expect(embeddedViews.filter((view) => !(viewNames as readonly string[]).includes(view))).toEqual([])
})

// The e-mail login and the embedded wallet, in both themes: a new user signs up (code step, wallet setup), is
// asked to approve a signature, opens the wallet settings, the key export, the emergency kit and the e-mail
// change; a second browser with the same address meets the device step; a third makes a wallet with a passkey
// and opens its passkey settings; a fourth opens the social logins' views. Nothing is signed or changed.
describe.skipIf(skipBrowser || !inject('world').authUrl)('embedded wallet views', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  test("the e-mail login's and the passkeys' views look finished and pass axe, in both themes", {
    timeout: 240_000,
  }, async () => {
    // Loaded light (views.test.ts loads dark); each view is checked again in dark through the demo's toggle.
    const demo = await openDemo(browser, { theme: 'light' })
    const { page } = demo
    const modal = dialog(page)
    const seen: string[] = []
    await follow(page, seen)
    await page.goto(`${inject('demoUrl')}?theme=light`)
    await page.locator('.header').waitFor()
    const violations: Violation[] = []
    const check = checkInBothThemes(violations)
    const email = newEmail()

    let started = Date.now()
    await startEmailLogin(page, email)
    await modal.getByText(`Enter the code we sent to ${email}`).waitFor()
    await check(page, 'email-verify-otp')
    await enterCode(page, codeIn(await mailTo(email, started)))
    await modal.getByRole('heading', { name: 'Secure your wallet' }).waitFor()
    await walletFrame(page).getByLabel('Confirm password').waitFor()
    await check(page, 'embedded-wallet-setup')
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()
    await modal.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    await modal.getByRole('heading', { name: 'Approve request' }).waitFor()
    await walletFrame(page).getByRole('button', { name: 'Reject', exact: true }).waitFor()
    await check(page, 'approve-transaction')
    await walletFrame(page).getByRole('button', { name: 'Reject', exact: true }).click()
    await page.getByTestId('sign-error').waitFor()

    // Sessions (features.smartSessions, on in the demo) belong to the smart account: its list, empty at first.
    await page.getByRole('button', { name: 'Account details' }).click()
    await chooseAccountType(page, 'Smart account')
    await modal.getByRole('button', { name: 'Sessions' }).click()
    await modal.getByText('No active sessions').waitFor()
    await check(page, 'sessions-empty')
    await modal.getByRole('button', { name: 'Back' }).click()
    await chooseAccountType(page, 'Regular account')
    await closeModal(page)

    await page.getByRole('button', { name: 'Account details' }).click()
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Export private key' }).waitFor()
    await check(page, 'wallet-settings')
    await modal.getByRole('button', { name: 'Export private key' }).click()
    await walletFrame(page).getByText(`We sent a code to ${email}`).waitFor()
    await check(page, 'embedded-wallet-export')
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Emergency kit' }).click()
    await walletFrame(page)
      .getByText(`We sent a code to ${email}. Enter it to make your emergency kit.`)
      .waitFor()
    await check(page, 'embedded-wallet-kit')
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Login methods' }).click()
    await walletFrame(page).getByRole('button', { name: 'Link Google' }).waitFor()
    await check(page, 'embedded-wallet-login-methods')
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Change e-mail' }).click()
    await modal.getByRole('textbox', { name: 'New e-mail address' }).waitFor()
    await check(page, 'update-email')
    const next = newEmail()
    started = Date.now()
    await modal.getByRole('textbox', { name: 'New e-mail address' }).fill(next)
    await modal.getByRole('button', { name: 'Send code' }).click()
    await modal.getByText(`Enter the code sent to ${email}`).waitFor()
    await check(page, 'update-email-primary-otp')
    await enterCode(page, codeIn(await mailTo(email, started)))
    await modal.getByText(`Enter the code sent to ${next}`).waitFor()
    await check(page, 'update-email-secondary-otp')
    await closeModal(page)

    // Another browser with the same address: a new device, approved by an e-mailed link.
    const other = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' })
    // No per-action limit, as the harness's pages: on a busy machine the waits wait on states, not on 30 s.
    other.setDefaultTimeout(0)
    const second = await other.newPage()
    await follow(second, seen)
    await second.goto(`${inject('demoUrl')}?theme=light`)
    await second.locator('.header').waitFor()
    await startEmailLogin(second, email)
    await dialog(second).getByText('Register this device to continue').waitFor()
    await check(second, 'email-verify-device')
    await other.close()

    // A third browser, whose platform authenticator has PRF: a wallet made with a passkey, and its passkey settings.
    const keys = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' })
    keys.setDefaultTimeout(0)
    const third = await keys.newPage()
    await follow(third, seen)
    await addAuthenticator(third)
    await third.goto(`${inject('demoUrl')}?theme=light`)
    await third.locator('.header').waitFor()
    await third.locator('portico-connect-button').click()
    await dialog(third).getByRole('button', { name: 'Continue with a passkey' }).click()
    await walletFrame(third).getByRole('button', { name: 'Create a wallet with a passkey' }).waitFor()
    await check(third, 'embedded-wallet-passkey')
    await walletFrame(third).getByRole('button', { name: 'Create a wallet with a passkey' }).click()
    await third.getByTestId('account-address').first().waitFor()
    await dialog(third).waitFor({ state: 'hidden' })
    await third.getByRole('button', { name: 'Account details' }).click()
    await dialog(third).getByRole('button', { name: 'Wallet settings' }).click()
    await dialog(third).getByRole('button', { name: 'Passkeys' }).click()
    await walletFrame(third).getByRole('button', { name: 'Rename' }).waitFor()
    await check(third, 'embedded-wallet-passkeys')
    await keys.close()

    // A fourth: the social logins' list, a provider's login under way (its window closed afterwards), Farcaster's QR.
    const socials = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' })
    socials.setDefaultTimeout(0)
    const fourth = await socials.newPage()
    await follow(fourth, seen)
    await fourth.goto(`${inject('demoUrl')}?theme=light`)
    await fourth.locator('.header').waitFor()
    await fourth.locator('portico-connect-button').click()
    const socialModal = dialog(fourth)
    await socialModal.getByRole('button', { name: 'More' }).click()
    await socialModal.getByRole('button', { name: 'GitHub' }).waitFor()
    await check(fourth, 'connect-socials')
    const opened = fourth.waitForEvent('popup')
    await socialModal.getByRole('button', { name: 'GitHub' }).click()
    const popup = await opened
    await socialModal.getByRole('heading', { name: 'Log in with GitHub' }).waitFor()
    await check(fourth, 'connecting-social')
    await popup.close()
    await socialModal.getByRole('button', { name: 'Farcaster' }).click()
    await socialModal.getByRole('link', { name: 'Open Farcaster' }).waitFor()
    await check(fourth, 'connecting-farcaster')
    await socials.close()

    writeFileSync(`${SCREENSHOTS}axe-embedded.json`, `${JSON.stringify(violations, null, 2)}\n`)
    expect(demo.errors).toEqual([])
    expect(violations).toEqual([])
    expect([...new Set(seen)].filter((view) => embeddedViews.includes(view)).sort()).toEqual(
      [...embeddedViews].sort(),
    )
    await demo.close()
  })
})

// Right to left (Arabic) and CJK (Japanese): Connect, Account and Swap mirror or render their script, with
// the strings of the language's file and the numbers written for it.
describe.skipIf(skipBrowser)('views in other languages', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  for (const [language, dir] of [
    ['ar', 'rtl'],
    ['ja', 'ltr'],
  ] as const) {
    test(`${language}: Connect, Account, Buy, Transactions, the name form and Swap in ${dir}`, async () => {
      const strings = (
        (await import(`../../../packages/i18n/src/modal/locales/${language}.ts`)) as {
          default: LocaleStrings
        }
      ).default
      const demo = await openDemo(browser, { theme: 'dark', query: `locale=${language}` })
      const { page } = demo
      const modal = dialog(page)
      const violations: Violation[] = []
      const check = async (name: string) => {
        for (const finding of await checkView(page, `${name}-${language}`))
          violations.push({ view: name, ...finding })
      }

      await page
        .locator('portico-connect-button')
        .getByRole('button', { name: strings.connectWallet })
        .click()
      await modal.getByRole('heading', { name: strings.connectTitle }).waitFor()
      expect(await modal.getAttribute('dir')).toBe(dir)
      expect(await modal.getAttribute('lang')).toBe(language)
      await check('connect')
      // The social logins' list, in the language's words and direction.
      await modal.getByRole('button', { name: strings.socialMore }).click()
      await modal.getByRole('heading', { name: strings.socialMoreTitle }).waitFor()
      await check('connect-socials')
      await modal.getByRole('button', { name: strings.back }).click()
      await modal.getByRole('heading', { name: strings.connectTitle }).waitFor()

      await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
      await page.getByTestId('account-address').waitFor()
      await closeModal(page)
      await page.getByTestId('balance-USDC').waitFor()
      await page.getByRole('button', { name: 'Account details' }).click()
      await modal.getByRole('heading', { name: strings.accountTitle }).waitFor()
      await modal.getByRole('tabpanel').getByText('USD Coin').waitFor()
      await check('account')
      await modal.getByRole('tab', { name: strings.tabActivity }).click()
      await modal.getByRole('tabpanel').getByRole('listitem').first().waitFor()
      await check('account-activity')
      await closeModal(page)

      // The account's own features in this language: Buy's providers and amount, the transactions dialog and
      // the name form (nothing is bought or registered).
      await page.getByRole('button', { name: 'Account details' }).click()
      await modal.getByRole('button', { name: strings.featureBuy, exact: true }).click()
      await modal.getByRole('heading', { name: strings.onrampTitle }).waitFor()
      await modal.getByRole('button', { name: /Portico Sandbox/ }).waitFor()
      await check('onramp-providers')
      await modal.getByRole('button', { name: /Portico Sandbox/ }).click()
      await modal.getByRole('textbox', { name: strings.youPay }).fill('100')
      await modal.getByTestId('onramp-quote').waitFor()
      await page.waitForTimeout(500) // the quote is asked 300 ms after typing stops
      await check('onramp-amount')
      await closeModal(page)
      await page.getByRole('button', { name: 'Account details' }).click()
      await modal.getByRole('button', { name: strings.transactionsOpen }).click()
      await modal.getByRole('heading', { name: strings.transactionsTitle }).waitFor()
      await modal.getByRole('listitem').first().waitFor()
      await check('transactions')
      await modal.getByRole('button', { name: strings.back }).click()
      await modal.getByRole('button', { name: strings.chooseName }).click()
      await modal.getByRole('heading', { name: strings.registerNameTitle }).waitFor()
      await check('register-name')
      await closeModal(page)

      await page.getByRole('button', { name: /^Swap/ }).first().click()
      await modal.getByRole('heading', { name: strings.swapTitle }).waitFor()
      await modal.getByRole('textbox', { name: strings.youPay }).fill('1')
      await modal
        .getByRole('button', { name: new RegExp(`^${strings.selectTokenTitle}`) })
        .nth(1)
        .click()
      await modal.getByRole('button', { name: /USD Coin/ }).click()
      await modal.getByTestId('swap-to-amount').waitFor()
      await page.waitForTimeout(300)
      await check('swap')
      await closeModal(page)

      writeFileSync(`${SCREENSHOTS}axe-${language}.json`, `${JSON.stringify(violations, null, 2)}\n`)
      expect(demo.errors).toEqual([])
      expect(violations).toEqual([])
      await demo.close()
    })
  }
})
