import { testKeypair } from '@portico/devnet-solana'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  activeNetwork,
  connectBrowser,
  connectWallet,
  type Demo,
  dialog,
  openDemo,
  screenshot,
  switchNetwork,
} from './harness.js'

type SolanaWalletWindow = Window & { __portico_solana_dev_wallet__: { address: string } }

/** `owner`'s balance of the devnet token in base units, from the Solana node. */
async function tokenUnits(owner: string): Promise<bigint> {
  const solana = inject('world').solana
  if (!solana) throw new Error('no Solana chain in the world')
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint: solana.token.address }, { encoding: 'jsonParsed' }],
    }),
  })
  const { result } = (await response.json()) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
  }
  return result.value.reduce(
    (sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

const activeAddress = (page: Page) => page.getByTestId('account-address').first().textContent()

// The Solana test wallet (Wallet Standard) on the litesvm chain: the devnet's first account, 100 SOL and
// 1000 PUSD (6 decimals) at start.
describe.skipIf(skipBrowser || !inject('world').solana)('solana', () => {
  let browser: Browser
  let demo: Demo
  let solanaAddress: string
  const world = inject('world')
  const evmName = world.chains[0]?.name ?? ''
  const solanaName = world.solana?.name ?? ''
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
    solanaAddress = await demo.page.evaluate(
      () => (window as unknown as SolanaWalletWindow).__portico_solana_dev_wallet__.address,
    )
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('connects the Solana test wallet through the Wallet Standard and shows SOL and PUSD', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await expect.poll(() => activeAddress(page)).toContain(solanaAddress.slice(-4))
    await expect.poll(() => activeNetwork(page)).toContain(solanaName)
    await page
      .getByText(/100(\.0+)? SOL/)
      .first()
      .waitFor()
    await page.getByText(/PUSD/).first().waitFor()
    await screenshot(page, 'solana-dashboard-dark')
  })

  test('switches between an EVM network and Solana: each namespace keeps its own account', async () => {
    const { page } = demo
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
    // To EVM: not connected there yet, so the page offers to connect; the EVM dev wallet connects.
    await switchNetwork(page, evmName)
    await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()
    await connectWallet(page)
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
    await expect.poll(() => activeAddress(page)).toContain(demo.address.slice(-4))
    await expect.poll(() => activeNetwork(page)).toContain(evmName)

    // Back to Solana: its account is still connected and becomes the active address.
    await switchNetwork(page, solanaName)
    await expect.poll(() => activeNetwork(page)).toContain(solanaName)
    await expect.poll(() => activeAddress(page)).toContain(solanaAddress.slice(-4))
    await page.getByText(/SOL/).first().waitFor()

    // And to EVM once more, without a prompt.
    await switchNetwork(page, evmName)
    await expect.poll(() => activeAddress(page)).toContain(demo.address.slice(-4))
    await switchNetwork(page, solanaName)
    await expect.poll(() => activeAddress(page)).toContain(solanaAddress.slice(-4))
    expect(demo.errors).toEqual([])
  })

  test('sends PUSD (an SPL token) and the chain has the exact balances', async () => {
    const { page } = demo
    const receiver = testKeypair(2).publicKey.toBase58()
    const before = { from: await tokenUnits(solanaAddress), to: await tokenUnits(receiver) }
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal
      .getByRole('button', { name: /Select token|SOL|PUSD/ })
      .first()
      .click()
    await modal.getByRole('heading', { name: 'Select token' }).waitFor()
    await modal.getByRole('button', { name: /Portico Dollar/ }).click()
    await modal.getByRole('textbox', { name: 'Amount' }).fill('12.5')
    await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
    await page.waitForTimeout(700)
    await screenshot(page, 'solana-send-dark')
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    const formError = modal.getByRole('alert')
    await modal.getByRole('heading', { name: 'Account' }).or(formError).waitFor()
    if (await formError.isVisible())
      throw new Error(`The send form refused: ${await formError.textContent()}`)

    await expect.poll(() => tokenUnits(receiver)).toBe(before.to + 12_500_000n)
    expect(await tokenUnits(solanaAddress)).toBe(before.from - 12_500_000n)
  })

  test('a reload keeps the Solana connection: the same account and balances, without a prompt', async () => {
    // Its own page, with a wallet that asks: any connect request after the reload would show its prompt.
    const own = await openDemo(browser, { policy: 'prompt' })
    try {
      const { page } = own
      await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
      await dialog(page)
        .getByRole('button', { name: /Portico Dev Wallet/ })
        .click()
      await page.getByTestId('dev-wallet-approve').click()
      await expect.poll(() => activeAddress(page)).toContain(solanaAddress.slice(-4))
      const sol = page.getByText(/[\d.,]+ SOL/).first()
      const pusd = page.getByText(/PUSD/).first()
      await sol.waitFor()
      await pusd.waitFor()
      const balances = { sol: await sol.textContent(), pusd: await pusd.textContent() }
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape')

      await page.reload()
      await expect.poll(() => activeAddress(page)).toContain(solanaAddress.slice(-4))
      await expect.poll(() => activeNetwork(page)).toContain(solanaName)
      await expect.poll(() => sol.textContent()).toBe(balances.sol)
      await expect.poll(() => pusd.textContent()).toBe(balances.pusd)
      await expect(
        page.evaluate(() => JSON.parse(localStorage.getItem('portico.connectorIds') ?? '{}') as object),
      ).resolves.toEqual({ solana: 'Portico Dev Wallet' })
      await expect(page.locator('[data-portico-dev-wallet=prompt]').count()).resolves.toBe(0)
      expect(await dialog(page).isVisible()).toBe(false)
      expect(own.errors).toEqual([])
    } finally {
      await own.close()
    }
  })
})
