import { devnetAccount } from '@portico/devnet/contracts'
import { deterministicKeypair } from '@portico/devnet-solana'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { tokenBalance } from './chain.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Buying crypto through the API's sandbox providers: the modal's Buy flow, the provider's checkout in a popup
// (served by the API), paid with the sandbox's test cards (apps/api/src/onramp/testCards.ts: the first is
// always declined, the second pays), delivered for real on the local chains.
const DECLINED_CARD = '4000000000000002'
const GOOD_CARD = '4242424242424242'

// Accounts no other test file uses, so their balances only change here.
const EVM_ACCOUNT = 8
const buyer = devnetAccount(EVM_ACCOUNT).address
const solanaBuyer = deterministicKeypair('onramp-buyer')

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

async function solBalance(address: string): Promise<bigint> {
  const solana = inject('world').solana!
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return BigInt(result.value)
}

/** The account's on-ramp purchases, as the API's history route lists them. */
async function purchases(address: string) {
  const { apiUrl, projectId } = inject('world')
  const response = await fetch(`${apiUrl}/v1/account/${address}/history?projectId=${projectId}&onramp=true`)
  return ((await response.json()) as { data: unknown[] }).data
}

const closeModal = async (page: Page) => {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'hidden' })
}

/** Account → Buy: the provider list. */
async function openBuy(page: Page) {
  if (!(await dialog(page).isVisible())) await page.getByRole('button', { name: 'Account details' }).click()
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await modal.getByRole('button', { name: 'Buy', exact: true }).click()
  await modal.getByRole('heading', { name: 'Buy crypto' }).waitFor()
  return modal
}

/** Fills the amount, picks the token and waits for the quote's total. */
async function fillAmount(modal: Locator, amount: string, symbol: string) {
  await modal.getByRole('combobox', { name: 'Currency to pay in' }).selectOption('USD')
  await modal.getByRole('radio', { name: 'Card' }).click()
  await modal.getByRole('combobox', { name: 'Token to buy' }).selectOption(symbol)
  await modal.getByRole('textbox', { name: 'You pay' }).fill(amount)
  const quote = modal.getByTestId('onramp-quote')
  await quote.getByText('Total', { exact: true }).waitFor()
  await expect.poll(() => quote.textContent()).toContain(`$${amount}`)
}

/** Pays in the checkout popup with a card; returns the page's status line. */
async function payWith(popup: Page, card: string) {
  await popup.getByTestId('card-number').fill(card)
  await popup.getByTestId('card-expiry').fill('12/40')
  await popup.getByTestId('card-cvc').fill('123')
  await popup.getByTestId('pay').click()
  const status = popup.getByTestId('status')
  await expect.poll(() => status.textContent()).toMatch(/declined|Paid/i)
  return (await status.textContent()) ?? ''
}

/** Continue to checkout: the provider's page opens in a popup; the modal follows the checkout. */
async function startCheckout(page: Page, modal: Locator) {
  const opened = page.waitForEvent('popup')
  await modal.getByRole('button', { name: 'Continue to checkout' }).click()
  const popup = await opened
  await popup.waitForURL(/\/onramp\/checkout\//)
  await popup.getByTestId('pay').waitFor()
  await modal.getByTestId('onramp-status').waitFor()
  return popup
}

const status = (modal: Locator) => modal.getByTestId('onramp-status').getAttribute('data-status')

describe.skipIf(skipBrowser)('on-ramp', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  describe('EVM', () => {
    let demo: Demo
    beforeAll(async () => {
      demo = await openDemo(browser, { account: EVM_ACCOUNT })
      await connectWallet(demo.page)
      await closeModal(demo.page)
    })
    afterAll(() => demo?.close())

    test('Buy comes first among the wallet actions and lists both providers with their fees', async () => {
      const { page } = demo
      // The page's own wallet card offers Buy too.
      const pageBuy = page.locator('.actions').getByRole('button', { name: /^Buy/ })
      await pageBuy.scrollIntoViewIfNeeded()
      await screenshot(page, 'onramp-page-actions-dark')
      await pageBuy.click()
      await dialog(page).getByRole('heading', { name: 'Buy crypto' }).waitFor()
      await closeModal(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('button', { name: 'Account details' }).click()
      const modal = dialog(page)
      const actions = modal.getByRole('group', { name: 'Wallet actions' }).locator('portico-button')
      await expect
        .poll(() => actions.allTextContents())
        .toEqual(['Buy', 'Swap', 'Receive', 'Send'].map((l) => expect.stringContaining(l)))
      await modal.getByRole('button', { name: 'Buy', exact: true }).click()
      await modal.getByRole('heading', { name: 'Buy crypto' }).waitFor()
      for (const name of ['Portico Sandbox', 'Meridian Sandbox'])
        await modal
          .getByRole('button', { name: new RegExp(name) })
          .getByText('Fees 1–2 %')
          .waitFor()
      await screenshot(page, 'onramp-providers-evm-dark')
      await closeModal(page)
    })

    test('amounts outside the limits are refused with the limit shown, and the form keeps them', async () => {
      const { page } = demo
      const modal = await openBuy(page)
      await modal.getByRole('button', { name: /Portico Sandbox/ }).click()
      const amount = modal.getByRole('textbox', { name: 'You pay' })
      await amount.fill('5')
      await modal.getByText('The minimum is $10.00').waitFor()
      const action = modal.getByRole('button', { name: 'Enter an amount' })
      expect(await action.isDisabled()).toBe(true)
      await amount.fill('7500.01')
      await modal.getByText('The maximum is $7,500.00').waitFor()
      await screenshot(page, 'onramp-amount-limit-dark')
      // A bank account allows more; in euros the limit is written in euros.
      await modal.getByRole('radio', { name: 'Bank account' }).click()
      await expect.poll(() => modal.getByText(/The maximum is/).count()).toBe(0)
      await modal.getByRole('combobox', { name: 'Currency to pay in' }).selectOption('EUR')
      await amount.fill('25000.01')
      await modal.getByText('The maximum is €25,000.00').waitFor()
      expect(await amount.inputValue()).toBe('25000.01')
      await closeModal(page)
    })

    for (const provider of ['Portico Sandbox', 'Meridian Sandbox']) {
      test(`buys USDC with a card through ${provider}: declined first, then paid; complete, balance up, in Activity`, async () => {
        const { page } = demo
        const before = await tokenBalance(buyer)
        const bought = (await purchases(buyer)).length
        const modal = await openBuy(page)
        await modal.getByRole('button', { name: new RegExp(provider) }).click()
        await modal.getByText(`With ${provider}`).waitFor()
        await fillAmount(modal, '25', 'USDC')
        const quote = await modal.getByTestId('onramp-quote').textContent()
        expect(quote).toMatch(/Provider fee\$0\.\d\d/)
        expect(quote).toMatch(/Total\$25\.00/)
        await screenshot(page, `onramp-amount-${provider.split(' ')[0]!.toLowerCase()}-dark`)

        const popup = await startCheckout(page, modal)
        expect(await status(modal)).toBe('open')
        await modal.getByText(`Complete the purchase in the ${provider} window`).waitFor()
        await screenshot(page, 'onramp-checkout-open-dark')
        expect(await payWith(popup, DECLINED_CARD)).toMatch(/declined/i)
        await page.waitForTimeout(2_500) // one status read later, still open
        expect(await status(modal)).toBe('open')

        expect(await payWith(popup, GOOD_CARD)).toMatch(/Paid/)
        await modal.getByRole('heading', { name: 'Purchase complete' }).waitFor()
        await screenshot(page, 'onramp-checkout-complete-dark')
        // The balances were read again: the page's USDC line shows the new amount (3 decimals, truncated).
        const after = await tokenBalance(buyer)
        expect(after).toBeGreaterThan(before)
        const units = after.toString().padStart(7, '0')
        const shown = `${Number(units.slice(0, -6)).toLocaleString('en-US')}.${units.slice(-6, -3)} USDC`
        await expect
          .poll(() => page.getByTestId('balance-USDC').locator('.token-amount strong').textContent())
          .toBe(shown)
        await modal.getByRole('button', { name: 'Done' }).click()
        await modal.getByRole('heading', { name: 'Account' }).waitFor()
        expect(await purchases(buyer)).toHaveLength(bought + 1)
        // Activity lists the purchase, from its provider.
        await modal.getByRole('tab', { name: 'Activity' }).click()
        await modal
          .getByRole('tabpanel')
          .getByRole('listitem')
          .filter({ hasText: `From ${provider}` })
          .first()
          .waitFor()
        await screenshot(page, `onramp-activity-${provider.split(' ')[0]!.toLowerCase()}-dark`)
        await popup.close()
        await closeModal(page)
        expect(demo.errors).toEqual([])
      })
    }
  })

  test.skipIf(!inject('world').solana)(
    'Solana: buys SOL through Meridian, the only provider there',
    async () => {
      const address = solanaBuyer.publicKey.toBase58()
      const demo = await openDemo(browser, { theme: 'light', solanaSecretKey: base58(solanaBuyer.secretKey) })
      try {
        const { page } = demo
        await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
        await dialog(page)
          .getByRole('button', { name: /Portico Dev Wallet/ })
          .click()
        await expect
          .poll(() => page.getByTestId('account-address').first().textContent())
          .toContain(address.slice(-4))
        if (await dialog(page).isVisible()) await closeModal(page)
        const before = await solBalance(address)
        const modal = await openBuy(page)
        const providers = modal.getByRole('list').getByRole('button')
        await expect.poll(() => providers.count()).toBe(1)
        await screenshot(page, 'onramp-providers-solana-light')
        await modal.getByRole('button', { name: /Meridian Sandbox/ }).click()
        await fillAmount(modal, '40', 'SOL')
        await screenshot(page, 'onramp-amount-solana-light')
        const popup = await startCheckout(page, modal)
        expect(await payWith(popup, GOOD_CARD)).toMatch(/Paid/)
        await modal.getByRole('heading', { name: 'Purchase complete' }).waitFor()
        await screenshot(page, 'onramp-checkout-complete-solana-light')
        expect(await solBalance(address)).toBeGreaterThan(before)
        expect(await purchases(address)).toHaveLength(1)
        expect(demo.errors).toEqual([])
      } finally {
        await demo.close()
      }
    },
  )

  test('a person in mainland China sees that buying is unavailable in their region', async () => {
    const demo = await openDemo(browser, {
      account: EVM_ACCOUNT,
      theme: 'light',
      timezoneId: 'Asia/Shanghai',
    })
    try {
      const { page } = demo
      await connectWallet(page)
      if (await dialog(page).isVisible()) await closeModal(page)
      const modal = await openBuy(page)
      await modal.getByRole('heading', { name: 'Not available in your region' }).waitFor()
      expect(await modal.getByRole('button', { name: /Portico Sandbox/ }).count()).toBe(0)
      await screenshot(page, 'onramp-region-restricted-light')
    } finally {
      await demo.close()
    }
  })
})
