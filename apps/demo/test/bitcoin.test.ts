import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

type BitcoinWalletWindow = Window & {
  __portico_bitcoin_dev_wallet__: { payment: { address: string }; ordinals: { address: string } }
}
type AddressInfo = {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
}

/** Confirmed plus mempool satoshis of an address, from the API's Esplora routes (the node's UTXO set). */
async function sats(address: string): Promise<number> {
  const bitcoin = inject('world').bitcoin
  if (!bitcoin) throw new Error('no Bitcoin chain in the world')
  const info = (await (await fetch(`${bitcoin.esploraUrl}/address/${address}`)).json()) as AddressInfo
  const { chain_stats: chain, mempool_stats: mempool } = info
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}

// The Bitcoin test wallet (Wallet Standard) on the litecoind regtest chain; its payment address is funded
// with 10 coins when the world starts.
describe.skipIf(skipBrowser || !inject('world').bitcoin)('bitcoin', () => {
  let browser: Browser
  let demo: Demo
  let payment: string
  let ordinals: string
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
    ;({ payment, ordinals } = await demo.page.evaluate(() => {
      const wallet = (window as unknown as BitcoinWalletWindow).__portico_bitcoin_dev_wallet__
      return { payment: wallet.payment.address, ordinals: wallet.ordinals.address }
    }))
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('connects the Bitcoin test wallet through the Wallet Standard and shows its balance', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
    await expect
      .poll(() => page.getByTestId('account-address').first().textContent())
      .toContain(payment.slice(-6))
    await page
      .getByText(/10(\.0+)? BTC/)
      .first()
      .waitFor()
    await screenshot(page, 'bitcoin-dashboard-dark')
  })

  test('sends coins with a PSBT the wallet signs; the node has the exact amounts', async () => {
    const { page } = demo
    const before = { from: await sats(payment), to: await sats(ordinals) }
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    const token = modal.getByRole('button', { name: /Select token|BTC/ }).first()
    if (!(await token.textContent())?.includes('BTC')) {
      await token.click()
      await modal
        .getByRole('button', { name: /Bitcoin/ })
        .first()
        .click()
    }
    await modal.getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await modal.getByRole('textbox', { name: 'To' }).fill(ordinals)
    await page.waitForTimeout(700)
    await screenshot(page, 'bitcoin-send-dark')
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    const formError = modal.getByRole('alert')
    await modal.getByRole('heading', { name: 'Account' }).or(formError).waitFor()
    if (await formError.isVisible())
      throw new Error(`The send form refused: ${await formError.textContent()}`)

    await expect.poll(() => sats(ordinals)).toBe(before.to + 50_000_000)
    const fee = before.from - 50_000_000 - (await sats(payment))
    // A one-input, two-output segwit spend at the node's relay fee: a few hundred to a few thousand sats.
    expect(fee).toBeGreaterThan(0)
    expect(fee).toBeLessThan(100_000)
  })

  test('a reload keeps the Bitcoin connection: the same account and balance, without a prompt', async () => {
    // Its own page, with a wallet that asks: any connect request after the reload would show its prompt.
    const own = await openDemo(browser, { policy: 'prompt' })
    try {
      const { page } = own
      const address = () => page.getByTestId('account-address').first().textContent()
      await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: /Portico Dev Wallet/ })
        .click()
      await page.getByTestId('dev-wallet-approve').click()
      await expect.poll(address).toContain(payment.slice(-6))
      const btc = page.getByText(/[\d.,]+ BTC/).first()
      await btc.waitFor()
      const balance = await btc.textContent()
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape')

      await page.reload()
      await expect.poll(address).toContain(payment.slice(-6))
      await expect.poll(() => btc.textContent()).toBe(balance)
      await expect(
        page.evaluate(() => JSON.parse(localStorage.getItem('portico.connectorIds') ?? '{}') as object),
      ).resolves.toEqual({ bip122: 'Portico Dev Wallet' })
      await expect(page.locator('[data-portico-dev-wallet=prompt]').count()).resolves.toBe(0)
      expect(await dialog(page).isVisible()).toBe(false)
      expect(own.errors).toEqual([])
    } finally {
      await own.close()
    }
  })
})
