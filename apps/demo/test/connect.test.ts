import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, dialog, openDemo } from './harness.js'

// Dev wallet: devnet account 0. Nothing here changes chain state.
describe.skipIf(skipBrowser)('connecting', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  test('connects the dev wallet announced by EIP-6963, then signs a message on the page', async () => {
    const demo = await openDemo(browser)
    const { page } = demo
    await page.locator('portico-connect-button').click()
    const modal = dialog(page)
    await expect(modal.getByRole('heading', { name: 'Connect wallet' }).isVisible()).resolves.toBe(true)
    const wallet = modal.getByRole('button', { name: /Portico Dev Wallet/ })
    await expect(wallet.textContent()).resolves.toContain('Installed')
    await wallet.click()
    await expect(page.getByTestId('account-address').textContent()).resolves.toBe(demo.address)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address: demo.address, message: 'Hello from the Portico demo!', signature }),
    ).toBe(true)
    expect(demo.errors).toEqual([])
    await demo.close()
  })

  test('a rejection in the wallet shows the declined state and changes nothing', async () => {
    const demo = await openDemo(browser, { policy: 'reject' })
    const { page } = demo
    await page.locator('portico-connect-button').click()
    await dialog(page)
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await dialog(page).getByText('Connection declined').waitFor()
    await expect(dialog(page).getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true)
    await expect(page.evaluate(() => localStorage.getItem('portico.connectorIds'))).resolves.toBeNull()

    // Retry once the wallet approves.
    await demo.setPolicy('approve')
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('account-address').waitFor()

    // A declined signature leaves the page as it was.
    await page.keyboard.press('Escape')
    await demo.setPolicy('reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('sign-error').textContent()).resolves.toContain('Declined in your wallet')
    await expect(page.getByTestId('signature').count()).resolves.toBe(0)
    await expect(page.getByTestId('account-address').textContent()).resolves.toBe(demo.address)
    await demo.close()
  })

  test('the multi-chain dev wallet is one entry that connects every namespace; a reload restores it; disconnect clears it', async () => {
    const demo = await openDemo(browser)
    const { page } = demo
    await page.locator('portico-connect-button').click()
    // The dev wallet serves all four namespaces: one MULTI_CHAIN entry, not four.
    await expect(
      dialog(page)
        .getByRole('button', { name: /Portico Dev Wallet/ })
        .count(),
    ).resolves.toBe(1)
    await dialog(page)
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await page.getByTestId('account-address').waitFor()
    const storedIds = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('portico.connectorIds') ?? '{}') as object)
    // The namespaces connect one after the other; the Polkadot wallet answers through the local chain.
    await expect
      .poll(async () => Object.keys(await storedIds()).sort())
      .toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
    await expect(storedIds()).resolves.toMatchObject({ eip155: 'dev.portico.wallet' })
    // The EVM account stays the active one while the others connect beside it.
    await expect(page.getByTestId('account-address').textContent()).resolves.toBe(demo.address)

    await page.reload()
    await expect(page.getByTestId('account-address').textContent()).resolves.toBe(demo.address)

    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portico.')),
    )
    expect(stored).not.toContain('portico.connectorIds')

    await page.reload()
    await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()
    await expect(page.getByTestId('account-address').count()).resolves.toBe(0)
    await demo.close()
  })

  test('keyboard only: open, move through the wallets, connect, close with Esc', async () => {
    const demo = await openDemo(browser)
    const { page } = demo
    // Tab from the top of the page to the header's connect button.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      const inConnect = await page.evaluate(
        () => document.activeElement?.closest('portico-connect-button') !== null,
      )
      if (inConnect) break
    }
    await page.keyboard.press('Enter')
    const modal = dialog(page)
    await modal.waitFor()
    // Focus moves into the dialog and stays there (focus trap).
    const focusedLabels: string[] = []
    // The e-mail field, the passkey entry, the social logins' row, the wallets, Close: round once.
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab')
      focusedLabels.push(await focusedText(page))
      expect(await focusInDialog(page), `Tab ${i + 1} left the dialog: ${focusedLabels.join(' → ')}`).toBe(
        true,
      )
    }
    // Walk to the dev wallet and choose it with Enter.
    for (let i = 0; i < 12 && !(await focusedText(page)).includes('Portico Dev Wallet'); i++) {
      await page.keyboard.press('Tab')
    }
    expect(await focusedText(page)).toContain('Portico Dev Wallet')
    await page.keyboard.press('Enter')
    await page.getByTestId('account-address').waitFor()
    if (await modal.isVisible()) {
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
    }
    // Esc closes, and focus returns to the opener.
    await page.locator('portico-account-button').focus()
    await page.keyboard.press('Enter')
    await modal.waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    expect(
      await page.evaluate(() => document.activeElement?.closest('portico-account-button') !== null),
    ).toBe(true)
    // Tab went round the dialog's controls: the close button, the dev wallet and All wallets.
    const round = focusedLabels.join(' → ')
    expect(
      focusedLabels.some((label) => label.includes('Close')),
      round,
    ).toBe(true)
    expect(
      focusedLabels.some((label) => label.includes('Portico Dev Wallet')),
      round,
    ).toBe(true)
    expect(
      focusedLabels.some((label) => label.includes('All wallets')),
      round,
    ).toBe(true)
    await demo.close()
  })
})

/** The text of the deepest focused element, through shadow roots. */
function focusedText(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    return `${element?.getAttribute('aria-label') ?? ''} ${element?.textContent ?? ''}`.trim()
  })
}

function focusInDialog(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement
    const path: Element[] = []
    while (element) {
      path.push(element)
      element = element.shadowRoot?.activeElement ?? null
    }
    return path.some((e) => e.localName === 'portico-modal') || path.some((e) => e.closest('[role=dialog]'))
  })
}
