import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

type PolkadotWalletWindow = Window & {
  __portico_polkadot_dev_wallet__: Promise<{ accounts: { address: string; name: string }[] }>
}

/** An account's transferable balance in display units, fresh from the API's balance route (the chain). */
async function ksm(address: string): Promise<number> {
  const { apiUrl, projectId, polkadot } = inject('world')
  if (!polkadot) throw new Error('no Polkadot chain in the world')
  const url = `${apiUrl}/v1/account/${address}/balance?projectId=${projectId}&chainId=${polkadot.caipNetworkId}&forceUpdate=1`
  const body = (await (await fetch(url)).json()) as { balances: { quantity: { numeric: string } }[] }
  return Number(body.balances[0]?.quantity.numeric)
}

// The Polkadot test wallet (a polkadot-js-style extension under window.injectedWeb3, //Alice and //Bob) on
// the chopsticks chain, where both hold 10,000 KSM at start.
describe.skipIf(skipBrowser || !inject('world').polkadot)('polkadot', () => {
  let browser: Browser
  let demo: Demo
  let alice: string
  let bob: string
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
    const addresses = await demo.page.evaluate(async () => {
      const wallet = await (window as unknown as PolkadotWalletWindow).__portico_polkadot_dev_wallet__
      return wallet.accounts.map((account) => account.address)
    })
    ;[alice = '', bob = ''] = addresses
    expect(alice && bob).toBeTruthy()
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('connects the Polkadot test wallet through injectedWeb3 and shows its KSM balance', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Connect a Polkadot wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
    await expect
      .poll(() => page.getByTestId('account-address').first().textContent())
      .toContain(alice.slice(-4))
    await page
      .getByText(/10,?000(\.0+)? KSM/)
      .first()
      .waitFor()
    await screenshot(page, 'polkadot-dashboard-dark')
  })

  test('sends KSM with transferKeepAlive the wallet signs; the chain has the exact amount', async () => {
    const { page } = demo
    const before = { from: await ksm(alice), to: await ksm(bob) }
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    const token = modal.getByRole('button', { name: /Select token|KSM/ }).first()
    if (!(await token.textContent())?.includes('KSM')) {
      await token.click()
      await modal.getByRole('button', { name: /KSM/ }).first().click()
    }
    await modal.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await modal.getByRole('textbox', { name: 'To' }).fill(bob)
    await page.waitForTimeout(700)
    await screenshot(page, 'polkadot-send-dark')
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    const formError = modal.getByRole('alert')
    // Each block runs the real runtime in chopsticks' wasm executor: slow on a busy machine.
    await modal.getByRole('heading', { name: 'Account' }).or(formError).waitFor()
    if (await formError.isVisible())
      throw new Error(`The send form refused: ${await formError.textContent()}`)

    await expect.poll(() => ksm(bob)).toBeCloseTo(before.to + 1.5, 9)
    const fee = before.from - 1.5 - (await ksm(alice))
    // A keep-alive transfer's fee on this runtime: a fraction of a milli-KSM.
    expect(fee).toBeGreaterThan(0)
    expect(fee).toBeLessThan(0.01)
  }, 240_000)

  test('Activity says the API keeps no history for this network, instead of failing', async () => {
    const { page } = demo
    const modal = dialog(page)
    if (!(await modal.getByRole('heading', { name: 'Account' }).isVisible()))
      await page.getByRole('button', { name: 'Account details' }).first().click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByText('History not available').waitFor()
    await expect(modal.getByText('Failed to fetch transactions').count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
  })
})
