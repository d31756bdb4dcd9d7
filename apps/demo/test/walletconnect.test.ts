import { freePort } from '@portico/dev-utils'
import { startWalletConnectWallet, type WalletConnectWallet } from '@portico/dev-wallet/walletconnect'
import { testKeypair } from '@portico/devnet-solana'
import { type Relay, startRelay } from '@portico/relay'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  activeNetwork,
  connectBrowser,
  type Demo,
  dialog,
  openDemo,
  screenshot,
  switchNetwork,
  watchPage,
} from './harness.js'

// WalletConnect the way a user does it: the demo shows a pairing QR code; the WalletConnect test wallet
// (apps/dev-wallet, the reference sign-client 2.21.8 in its own page and origin, acting as a phone) takes the
// URI the QR code holds and approves; then requests and the wallet's own actions travel through the
// self-hosted relay. No scan: the URI is read from the DOM (the copy-link button's data-uri).

const world = inject('world')
const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const activeAddress = (page: Page) => page.getByTestId('account-address').first().getAttribute('title')

/** The pairing URI of the open WalletConnect view, once it is there. */
async function pairingUri(page: Page): Promise<string> {
  const copy = dialog(page).locator('portico-button.copy-link[data-uri^="wc:"]')
  await copy.waitFor()
  return (await copy.getAttribute('data-uri')) as string
}

/** Opens the modal and its WalletConnect QR view; returns the URI it shows. */
async function openWalletConnect(page: Page): Promise<string> {
  await page.locator('portico-connect-button').click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  return pairingUri(page)
}

/** The WalletConnect test wallet: a page of its own origin, as a phone wallet would be. */
async function openWallet(
  context: BrowserContext,
  uri?: string,
  base = world.walletConnectWalletUrl as string,
): Promise<Page> {
  const page = await context.newPage()
  // As the demo's page (harness.ts): every wait ends on its state or event, or with its test's own budget.
  page.setDefaultTimeout(0)
  watchPage(page, 'wallet')
  await page.goto(uri ? `${base}wc?uri=${encodeURIComponent(uri)}` : base)
  await page.getByTestId('wc-ready').waitFor()
  return page
}

/** Approves the wallet's pending prompt (a request the dapp sent through the session). */
async function approvePrompt(wallet: Page) {
  await wallet.getByTestId('dev-wallet-approve').click()
}

const usdc = world.chains[0]!.tokens.find((token) => token.symbol === 'USDC')!.address
const reader = createPublicClient({ transport: http(world.chains[0]!.rpcUrl) })
const usdcOf = (owner: `0x${string}`) =>
  reader.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe.skipIf(skipBrowser || !world.walletConnectWalletUrl)('WalletConnect', () => {
  let browser: Browser
  let demo: Demo
  let phone: BrowserContext
  let wallet: Page

  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
    phone = await browser.newContext({ viewport: { width: 420, height: 860 } })
  })
  afterAll(async () => {
    await phone?.close()
    await demo?.close()
    await browser?.close()
  })

  test('the wallet pairs with the URI of the QR view, approves, and the account shows with its balances', async () => {
    const { page } = demo
    const uri = await openWalletConnect(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await screenshot(page, 'walletconnect-qr-dark')
    wallet = await openWallet(phone, uri)
    const proposal = wallet.getByTestId('wc-proposal')
    await proposal.waitFor()
    // The wallet sees the demo's metadata and both namespaces it asks for.
    await expect(wallet.getByTestId('wc-proposal-name').textContent()).resolves.toBe('Portico demo')
    const namespaces = await wallet
      .getByTestId('wc-proposal-namespace')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-namespace')))
    expect(namespaces).toEqual(expect.arrayContaining(['eip155', ...(world.solana ? ['solana'] : [])]))
    await wallet.getByTestId('wc-approve').click()

    await expect.poll(() => activeAddress(page)).toBe(account0)
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByTestId('balance-total').waitFor()
    await page.getByTestId('balance-USDC').waitFor()
    await wallet.getByTestId('wc-session').waitFor()
  })

  test('signs a message through the session; the signature verifies for the account', async () => {
    const { page } = demo
    const message = 'Hello from the Portico demo!'
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvePrompt(wallet)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    await expect(verifyMessage({ address: account0, message, signature })).resolves.toBe(true)
  })

  test('a request the wallet rejects shows as declined, and the session stays', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.getByTestId('dev-wallet-reject').click()
    await expect(page.getByTestId('sign-error').textContent()).resolves.toMatch(/Declined in your wallet/)
    expect(await activeAddress(page)).toBe(account0)
  })

  test('sends USDC on the EVM chain through the wallet', async () => {
    const { page } = demo
    const receiver = '0x000000000000000000000000000000000000c0de'
    const before = await usdcOf(receiver)
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal
      .getByRole('button', { name: /Select token|USDC|ETH|PTK/ })
      .first()
      .click()
    await modal.getByRole('button', { name: /USD Coin/ }).click()
    await modal.getByRole('textbox', { name: 'Amount' }).fill('3.5')
    await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await approvePrompt(wallet)
    await expect.poll(() => usdcOf(receiver)).toBe(before + 3_500_000n)
    if (await modal.isVisible()) await page.keyboard.press('Escape')
  })

  test('the wallet switches chain and account: the demo follows', async () => {
    const { page } = demo
    const second = world.chains[1]!
    await wallet.getByTestId('wc-chain-select').selectOption(String(second.chainId))
    await wallet.getByTestId('wc-switch-chain').click()
    await expect.poll(() => activeNetwork(page)).toContain(second.name)
    await wallet.getByTestId('wc-switch-account').click()
    await expect.poll(() => activeAddress(page)).toBe(account1)
  })

  test('a reload restores the session without a new pairing', async () => {
    const { page } = demo
    await page.reload()
    await page.locator('.header').waitFor()
    await expect.poll(() => activeAddress(page)).toBe(account1)
    await expect(wallet.getByTestId('wc-proposal').count()).resolves.toBe(0)
    // Requests still reach the wallet through the restored session.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvePrompt(wallet)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    await expect(
      verifyMessage({ address: account1, message: 'Hello from the Portico demo!', signature }),
    ).resolves.toBe(true)
  })

  test.skipIf(!world.solana)(
    'one session covers Solana too: its account shows and a send lands',
    async () => {
      const { page } = demo
      const solanaAddress = (await wallet.getByTestId('wc-solana-address').textContent())?.trim() as string
      await switchNetwork(page, world.solana!.name)
      await expect.poll(() => activeNetwork(page)).toContain(world.solana!.name)
      await expect.poll(() => activeAddress(page)).toBe(solanaAddress)
      const receiver = testKeypair(3).publicKey.toBase58()
      const lamports = async () => {
        const response = await fetch(world.solana!.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [receiver] }),
        })
        return BigInt(((await response.json()) as { result: { value: number } }).result.value)
      }
      const before = await lamports()
      await page.getByRole('button', { name: /^Send/ }).first().click()
      const modal = dialog(page)
      await modal.getByRole('heading', { name: 'Send' }).waitFor()
      await modal.getByRole('textbox', { name: 'Amount' }).fill('0.25')
      await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
      await modal.getByRole('button', { name: 'Send', exact: true }).click()
      await approvePrompt(wallet)
      await expect.poll(lamports).toBe(before + 250_000_000n)
      if (await modal.isVisible()) await page.keyboard.press('Escape')
      await switchNetwork(page, world.chains[0]!.name)
    },
  )

  test('the wallet disconnects: the demo is disconnected', async () => {
    const { page } = demo
    await wallet.getByTestId('wc-disconnect').click()
    await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()
    expect(demo.errors).toEqual([])
  })

  test('a proposal the wallet declines shows the declined state; Try again pairs anew', async () => {
    const { page } = demo
    const uri = await openWalletConnect(page)
    await wallet.goto(`${world.walletConnectWalletUrl}wc?uri=${encodeURIComponent(uri)}`)
    await wallet.getByTestId('wc-reject').click()
    const pairing = dialog(page).locator('[data-status="declined"]')
    await pairing.waitFor()
    await screenshot(page, 'walletconnect-declined-dark')
    await dialog(page).locator('portico-button.retry').click()
    const fresh = await pairingUri(page)
    expect(fresh).not.toBe(uri)
    await page.keyboard.press('Escape')
  })
})

describe.skipIf(skipBrowser || !world.walletConnectWalletUrl)(
  'WalletConnect pairing',
  { timeout: 90_000 },
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await connectBrowser()
    })
    afterAll(() => browser?.close())

    test('a pairing about to expire is replaced by a fresh URI (fake clock)', async () => {
      const demo = await openDemo(browser)
      try {
        const { page } = demo
        await page.clock.install()
        const first = await openWalletConnect(page)
        // A pairing lives 4 minutes and counts as expired with 10 s or less left.
        await page.clock.runFor('03:45')
        await expect.poll(() => pairingUri(page)).toBe(first)
        await page.clock.runFor('00:10')
        await expect.poll(() => pairingUri(page)).not.toBe(first)
      } finally {
        await demo.close()
      }
    })

    test('on a phone, choosing the wallet follows its deep link with the URI', async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      })
      try {
        const page = await context.newPage()
        const base = world.walletConnectWalletUrl as string
        // The wallet's universal link opens the wallet (here: its page); the demo's tab records where it went.
        let followed: string | undefined
        await page.route(`${base}**`, async (route) => {
          followed = route.request().url()
          // 204 No Content: the browser stays on the demo, as when a phone hands a universal link to its app.
          await route.fulfill({ status: 204 })
        })
        // Without e-mail login, which would put Connect (and its e-mail field) first.
        await page.goto(`${inject('demoUrl')}?email=off`)
        await page.locator('.header').waitFor()
        // The header's button is hidden at this width: the page's own one opens the modal.
        await page.locator('.welcome').getByRole('button', { name: 'Connect wallet', exact: true }).click()
        await dialog(page).waitFor()
        // A phone without wallets of its own opens on All wallets.
        await dialog(page).getByRole('heading', { name: 'All wallets' }).waitFor()
        // The grid fills in steps (recommended, then the first page) and rows move meanwhile: choose once the
        // catalogue has answered, then check the view is that wallet's.
        await page.waitForLoadState('networkidle')
        await dialog(page).getByRole('listitem').filter({ hasText: 'Portico WalletConnect Wallet' }).click()
        await dialog(page)
          .getByRole('heading', { name: 'Portico WalletConnect Wallet', exact: true })
          .waitFor()
        await expect
          .poll(() => followed ?? '')
          .toMatch(/\/wc\?uri=wc%3A/)
          .catch(async (error) => {
            await screenshot(page, 'walletconnect-phone-failed')
            throw error
          })
        await screenshot(page, 'walletconnect-phone-continue')
        // Nothing on the page is wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
        const uri = new URL(followed as string).searchParams.get('uri') as string
        // The wallet opens that link and approves: the demo connects.
        const phoneWallet = await openWallet(await browser.newContext(), uri)
        await phoneWallet.getByTestId('wc-approve').click()
        await expect.poll(() => activeAddress(page)).toBe(account0)
        await phoneWallet.context().close()
      } finally {
        await context.close()
      }
    })
  },
)

// A relay of this file's own, so it can go away and come back while a session is open.
describe.skipIf(skipBrowser || !world.walletConnectWalletUrl)(
  'WalletConnect across a relay restart',
  { timeout: 90_000 },
  () => {
    let browser: Browser
    let relay: Relay
    let port: number
    let walletServer: WalletConnectWallet
    beforeAll(async () => {
      port = await freePort()
      relay = await startRelay({ port })
      walletServer = await startWalletConnectWallet({
        relayUrl: relay.url,
        projectId: world.projectId,
        evm: { chains: world.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) },
      })
      browser = await connectBrowser()
    })
    afterAll(async () => {
      await browser?.close()
      await walletServer?.stop()
      await relay?.stop()
    })

    test('the relay restarts mid-session: both sides reconnect and a request made meanwhile is answered', async () => {
      const demo = await openDemo(browser)
      const { page } = demo
      // This page pairs through the file's relay instead of the world's.
      await page.route('**/portico.json', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, json: { ...(await response.json()), relayUrl: relay.url } })
      })
      await page.reload()
      await page.locator('.header').waitFor()
      const wallet = await openWallet(
        await browser.newContext(),
        await openWalletConnect(page),
        walletServer.url,
      )
      await wallet.getByTestId('wc-approve').click()
      await expect.poll(() => activeAddress(page)).toBe(account0)

      await relay.stop()
      // Asked while the relay is down: the request waits in the dapp's client.
      await page.getByRole('button', { name: 'Sign message' }).click()
      await page.waitForTimeout(1_000)
      relay = await startRelay({ port })
      await approvePrompt(wallet)
      const signature = (await page
        .getByTestId('signature')
        .textContent({ timeout: 30_000 })) as `0x${string}`
      await expect(
        verifyMessage({ address: account0, message: 'Hello from the Portico demo!', signature }),
      ).resolves.toBe(true)
      await wallet.context().close()
      await demo.close()
    })
  },
)
