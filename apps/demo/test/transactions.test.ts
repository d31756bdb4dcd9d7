import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { type ApiServer, devnetChains, loadConfig, startApiServer } from '@portico/api'
import { type Devnet, startDevnet } from '@portico/devnet'
import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devWalletConfig } from '../server/porticoPlugin.js'
import type { DemoWorld } from '../src/world.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, connectWallet, dialog, screenshot, seriousViolations } from './harness.js'

// A world of this file's own: one anvil chain whose genesis lies in November of last year, and an API
// indexing it. The shared world's chains start today, and block times only move forward, so a history across
// two years needs a chain that started in the past. Dev wallet: account 5 (the history), account 6 (none).
const INJECT_PATH = createRequire(import.meta.url).resolve('@portico/dev-wallet/inject.js')
const CHAIN_ID = 31337
const CAIP = `eip155:${CHAIN_ID}`
const ME = 5
const NOBODY = 6
const OTHER = devnetAccount(4)
const me = devnetAccount(ME)

const now = new Date()
const YEAR = now.getUTCFullYear()
const LAST_YEAR = YEAR - 1
const seconds = (date: number) => Math.floor(date / 1000)
const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(now)

/** Sends `count` ETH transfers alternating in and out of `me`, one block each, from `start` (unix s). */
async function transfers(rpcUrl: string, start: number, count: number) {
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'History',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  for (let i = 0; i < count; i++) {
    const incoming = i % 2 === 0
    const from = incoming ? OTHER : me
    const wallet = createWalletClient({ chain, transport, account: from })
    await client.request({
      method: 'evm_setNextBlockTimestamp' as never,
      params: [toHex(start + i * 60)] as never,
    })
    const hash = await wallet.sendTransaction({
      to: incoming ? me.address : OTHER.address,
      value: parseEther(incoming ? `0.${i + 1}` : '0.0123456'),
    })
    await client.waitForTransactionReceipt({ hash })
  }
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.skipIf(skipBrowser)('transactions', () => {
  let browser: Browser
  let devnet: Devnet
  let api: ApiServer
  let world: DemoWorld
  const pages: Page[] = []

  beforeAll(async () => {
    browser = await connectBrowser()
    devnet = await startDevnet({
      chainIds: [CHAIN_ID],
      genesisTimestamp: seconds(Date.UTC(LAST_YEAR, 10, 3, 12)),
    })
    api = await startApiServer(loadConfig({}, { host: '127.0.0.1', port: 0, chains: devnetChains(devnet) }))
    const chain = devnet.chains[0]!
    world = {
      apiUrl: api.url,
      projectId: 'portico-local',
      chains: [
        {
          chainId: CHAIN_ID,
          name: 'Portico Devnet',
          rpcUrl: chain.rpcUrl,
          tokens: [{ address: chain.addresses.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
          nft: chain.addresses.nft,
        },
      ],
    }
    // November and December of last year, then this month: 23 transfers, more than the API's page of 20.
    await transfers(chain.rpcUrl, seconds(Date.UTC(LAST_YEAR, 10, 20, 12)), 5)
    await transfers(chain.rpcUrl, seconds(Date.UTC(LAST_YEAR, 11, 10, 12)), 6)
    await transfers(chain.rpcUrl, seconds(now.getTime()) - 3600, 12)
    await buy(me.address)
    // The API indexes each new block within about a second: wait for all 24 (the purchase's delivery too).
    const deadline = Date.now() + 60_000
    while ((await indexed(me.address)) < 24) {
      if (Date.now() > deadline) throw new Error(`the API indexed ${await indexed(me.address)} of 24`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }, 180_000)

  afterAll(async () => {
    for (const page of pages) await page.context().close()
    await browser?.close()
    await api?.close()
    await devnet?.stop()
  })

  /** How many transactions of `address` the API lists over its first two pages. */
  async function indexed(address: string) {
    const first = await history(address)
    return first.data.length + (first.next ? (await history(address, first.next)).data.length : 0)
  }

  async function history(address: string, cursor?: string) {
    const query = new URLSearchParams({
      projectId: world.projectId,
      chainId: CAIP,
      ...(cursor && { cursor }),
    })
    const res = await fetch(`${world.apiUrl}/v1/account/${address}/history?${query}`)
    return (await res.json()) as { data: unknown[]; next?: string }
  }

  /** A card purchase in the API's sandbox checkout: recorded, then delivered on chain. */
  async function buy(address: string) {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${world.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const { body } = await post(`/v1/generators/onrampurl?projectId=${world.projectId}`, {
      destinationWallets: [{ address, blockchains: [CAIP], assets: ['USDC', 'ETH'] }],
      partnerUserId: address,
      defaultNetwork: CAIP,
      defaultExperience: 'buy',
    })
    const checkout = new URL(String(body.url)).pathname
    const paid = await post(`${checkout}/pay`, {
      amount: '50',
      currency: 'USD',
      asset: 'USDC',
      network: CAIP,
      method: 'card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    })
    expect(paid.status).toBe(200)
  }

  /** The demo on `target` (this file's world unless given), the dev wallet holding devnet `account`. */
  async function open(account: number, theme: 'dark' | 'light' = 'dark', target = world) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: theme })
    await context.route('**/portico.json', (route) => route.fulfill({ json: target }))
    await context.addInitScript(
      (config) => {
        ;(window as unknown as { __PORTICO_DEV_WALLET__: unknown }).__PORTICO_DEV_WALLET__ = config
      },
      {
        ...devWalletConfig(target, { policy: 'approve' }),
        privateKey: toHex(devnetAccount(account).getHdKey().privateKey!),
      },
    )
    await context.addInitScript({ path: INJECT_PATH })
    const page = await context.newPage()
    pages.push(page)
    await page.goto(`${inject('demoUrl')}?theme=${theme}`)
    await page.locator('.header').waitFor()
    await connectWallet(page)
    return page
  }

  async function openTransactions(page: Page) {
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('button', { name: 'View all transactions' }).click()
    await modal.getByRole('heading', { name: 'Transactions' }).waitFor()
    return modal
  }

  test('two years by month, newest first; the next page loads on scroll; a purchase shows its status', async () => {
    const page = await open(ME)
    const modal = await openTransactions(page)
    const months = modal.getByRole('region', { name: 'Transactions' }).getByRole('region')
    await expect
      .poll(() => months.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label'))))
      .toEqual([thisMonth, `December ${LAST_YEAR}`, `November ${LAST_YEAR}`])
    const november = modal.getByRole('region', { name: `November ${LAST_YEAR}`, exact: true })
    // The first page holds 20 of the 24: November is cut short until the list is scrolled to its end.
    expect(await november.getByRole('listitem').count()).toBeLessThan(5)
    const current = modal.getByRole('region', { name: thisMonth, exact: true })
    const purchase = current.getByRole('listitem').filter({ hasText: 'Bought' })
    await expect.poll(() => purchase.textContent()).toContain('Completed')
    expect(await purchase.textContent()).toMatch(/\+[\d.]+ USDC/)
    // Signs and truncation: received 0.1 ETH, sent 0.0123456 ETH (3 decimals: 0.012).
    const text = (await current.textContent()) ?? ''
    expect(text).toContain('+0.1 ETH')
    expect(text).toContain('-0.012 ETH')
    // Counterparties shortened to 4 + 6 characters; a purchase names its provider.
    const other = OTHER.address.toLowerCase()
    expect(text).toContain(`To ${other.slice(0, 4)}…${other.slice(-6)}`)
    expect(await purchase.textContent()).not.toContain('…')
    await screenshot(page, 'transactions-history-dark')
    await november.getByRole('listitem').last().scrollIntoViewIfNeeded()
    await expect.poll(() => november.getByRole('listitem').count()).toBe(5)
    // 23 transfers and the purchase, which stands in for its delivery transfer.
    expect(await modal.getByRole('listitem').count()).toBe(24)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the Activity tab shows the same list, the purchase among it', async () => {
    const page = await open(ME, 'light')
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByRole('region', { name: thisMonth, exact: true }).getByText('Bought').waitFor()
    await modal.getByRole('region', { name: `December ${LAST_YEAR}`, exact: true }).waitFor()
    await screenshot(page, 'transactions-activity-light')
  })

  test('an account without history: the empty state', async () => {
    const page = await open(NOBODY, 'light')
    const modal = await openTransactions(page)
    await modal.getByText('No activity yet').waitFor()
    await screenshot(page, 'transactions-empty-light')
    expect(await seriousViolations(page)).toEqual([])
  })

  test('an API that does not answer: Failed to fetch transactions, and Try again', async () => {
    const down = { ...world, apiUrl: `http://127.0.0.1:${await closedPort()}` }
    const page = await open(ME, 'dark', down)
    const modal = await openTransactions(page)
    await modal.getByText('Failed to fetch transactions').waitFor()
    const retry = modal.getByRole('button', { name: 'Try again' })
    await screenshot(page, 'transactions-failed-dark')
    await retry.click()
    await modal.getByText('Failed to fetch transactions').waitFor()
    expect(await modal.getByRole('listitem').count()).toBe(0)
  })
})
