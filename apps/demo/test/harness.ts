import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { devnetAccount } from '@portico/devnet/contracts'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { toHex } from 'viem'
import { inject } from 'vitest'
import { devWalletConfig } from '../server/porticoPlugin.js'

const require = createRequire(import.meta.url)
const INJECT_PATH = require.resolve('@portico/dev-wallet/inject.js')
const AXE_PATH = require.resolve('axe-core/axe.min.js')
export const SCREENSHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname

type Policy = 'approve' | 'reject' | 'prompt'
type DevWalletWindow = Window & {
  __PORTICO_DEV_WALLET__: unknown
  __portico_dev_wallet__: { setPolicy(policy: Policy): void; address: string }
  __portico_bitcoin_dev_wallet__?: { setPolicy(policy: Policy): void }
  __portico_polkadot_dev_wallet__?: Promise<{ setPolicy(policy: Policy): void }>
  __portico_solana_dev_wallet__?: { setPolicy(policy: Policy): void }
}

/** The suite's shared Chromium (started by the global setup). */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'))

export type OpenDemoOptions = {
  /** Devnet mnemonic account the dev wallet holds (default 0). */
  account?: number
  /** The dev wallet's policy (default 'approve'). */
  policy?: Policy
  /** Chains the wallet knows (default all): leaving one out exercises the add-chain path. */
  chainIds?: number[]
  theme?: 'dark' | 'light'
  /** Reuse a context (and its storage), e.g. to reload into a stored connection. */
  context?: BrowserContext
  /** The Solana test wallet's key (base58 seed or secret key); default the devnet's first funded account. */
  solanaSecretKey?: string
  /** The page's time zone (an IANA name); default the machine's. */
  timezoneId?: string
  /** More of the demo's query, after the theme (`siwx=required&networks=evm`): the page loads once, with it. */
  query?: string
  /** The EVM dev wallet acts as this smart account, `account`'s key signing as its owner. */
  smartAccount?: { address: `0x${string}`; factory?: `0x${string}`; factoryData?: `0x${string}` }
  /** The EVM dev wallet's key instead of devnet `account`'s (a fresh account a test funded itself). */
  privateKey?: `0x${string}`
  /** The EVM dev wallet offers to upgrade its account in place (EIP-7702) to this implementation for batches. */
  eip7702?: { implementation: `0x${string}` }
}

export type Demo = Awaited<ReturnType<typeof openDemo>>

/** A new page on the demo with the dev wallet injected, as `pnpm dev` does, but through init scripts. */
export async function openDemo(browser: Browser, options: OpenDemoOptions = {}) {
  const { account = 0, policy = 'approve', theme = 'dark' } = options
  const world = inject('world')
  const context =
    options.context ??
    (await browser.newContext({
      viewport: { width: 1280, height: 860 },
      colorScheme: theme,
      ...(options.timezoneId && { timezoneId: options.timezoneId }),
    }))
  if (!options.context) {
    const { chains: all, bitcoin, polkadot, solana } = devWalletConfig(world, { policy })
    const chains = all.filter((chain) => !options.chainIds || options.chainIds.includes(chain.id))
    const privateKey = options.privateKey ?? toHex(devnetAccount(account).getHdKey().privateKey!)
    await context.addInitScript(
      (config) => {
        ;(window as unknown as DevWalletWindow).__PORTICO_DEV_WALLET__ = config
      },
      {
        chains,
        policy,
        privateKey,
        ...(options.smartAccount && { smartAccount: options.smartAccount }),
        ...(options.eip7702 && { eip7702: options.eip7702 }),
        ...(bitcoin && { bitcoin }),
        ...(polkadot && { polkadot }),
        ...(solana && {
          solana: options.solanaSecretKey ? { ...solana, secretKey: options.solanaSecretKey } : solana,
        }),
      },
    )
    await context.addInitScript({ path: INJECT_PATH })
  }
  // No per-action limit, on this page and any other of its context (a device-approval tab): every wait ends on
  // its state or event, or with its test's own budget.
  context.setDefaultTimeout(0)
  const page = await context.newPage()
  const { errors, log } = watchPage(page, '')
  await page.goto(`${inject('demoUrl')}?theme=${theme}${options.query ? `&${options.query}` : ''}`)
  await page.locator('.header').waitFor()
  return {
    page,
    context,
    errors,
    log,
    address: devnetAccount(account).address,
    setPolicy: (next: Policy) =>
      page.evaluate(async (p) => {
        const target = window as unknown as DevWalletWindow
        target.__portico_dev_wallet__.setPolicy(p)
        target.__portico_bitcoin_dev_wallet__?.setPolicy(p)
        ;(await target.__portico_polkadot_dev_wallet__)?.setPolicy(p)
        target.__portico_solana_dev_wallet__?.setPolicy(p)
      }, next),
    close: () => context.close(),
  }
}

/** The modal's dialog (Playwright's locators pierce the open shadow roots). */
export const dialog = (page: Page) => page.getByRole('dialog')

/** The demo's active network, as its Network list shows it (name, chain id and "Active"). */
export const activeNetwork = (page: Page) => page.locator('.networks li.active').textContent()

/**
 * Clicks the demo's Switch button for a network and waits until that button is gone (the list shows the network
 * active, or the page asks to connect there), so a step that follows (a reload, a send) sees the new network.
 */
export async function switchNetwork(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Switch to ${name}`, exact: true })
  await button.click()
  await button.waitFor({ state: 'hidden' })
}

/** Closes the modal if a test left it open (a failed step), so the next test starts from the page. */
export async function closeModalIfOpen(page: Page) {
  if (page.isClosed() || !(await dialog(page).isVisible())) return
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 })
}

/** Opens the modal from the header's connect button and connects the dev wallet (policy 'approve'). */
export async function connectWallet(page: Page) {
  await page.locator('portico-connect-button').click()
  await dialog(page)
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  await page.getByTestId('account-address').waitFor()
}

/** axe-core on the page as it is; returns the serious and critical violations. */
/**
 * Resolves once the page's running animations and transitions that end (a view's entrance, the modal's height)
 * have ended, and two frames later (what follows them, e.g. the wallet frame placed over its box, is laid out).
 * Endless ones (spinners) do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

export async function seriousViolations(page: Page) {
  // Loaded once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe
    const result = await axe.run(document)
    return result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }))
}

/** Saves a screenshot under test-results/screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` })
}

/** How many of a page's last console problems and failed requests a failure report shows. */
const PAGE_LOG_ENTRIES = 30

/**
 * A page's console errors and warnings, requests that failed and answers of 400 or more (a rate limit, a
 * refused origin), the last `PAGE_LOG_ENTRIES` of them, for a failure report.
 */
function recordPageLog(page: Page): string[] {
  const log: string[] = []
  const add = (entry: string) => {
    log.push(`${new Date().toISOString().slice(11, 23)} ${entry.slice(0, 300)}`)
    if (log.length > PAGE_LOG_ENTRIES) log.shift()
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      add(`console.${message.type()}: ${message.text()}`)
  })
  page.on('requestfailed', (request) =>
    add(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400) add(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return log
}

/**
 * After a failed test: a screenshot (`failed-<name>`) and what the page showed — the modal's and the wallet
 * frame's accessibility trees (the heading names the view), the page's errors and its last console problems
 * and failed requests — printed and returned, so a failure on a busy machine can be read without the browser.
 */
async function reportFailure(demo: WatchedPage | undefined, name: string): Promise<string> {
  if (!demo || demo.page.isClosed()) return ''
  const { page } = demo
  const slug = name.replace(/[^\w-]+/g, '-').slice(0, 80)
  // The accessibility tree: it reads through the components' shadow roots, as a screen reader does.
  const read = (locator: ReturnType<Page['locator']>) =>
    locator.ariaSnapshot({ timeout: 2_000 }).catch(() => '(none)')
  await screenshot(page, `failed-${slug}`).catch(() => undefined)
  // A page without the modal open (a wallet's own page): what its body shows instead.
  const modal = (await dialog(page).isVisible())
    ? await read(dialog(page))
    : `(closed) page: ${await read(page.locator('body'))}`
  const frame = await read(page.frameLocator('iframe[src*="/frame?"]').locator('body'))
  const report = [
    `[failed] ${name}`,
    `  url: ${page.url()}`,
    `  modal: ${modal.replace(/\s+/g, ' ').slice(0, 1200)}`,
    `  frame: ${frame.replace(/\s+/g, ' ').slice(0, 800)}`,
    `  page errors: ${demo.errors.join(' | ') || 'none'}`,
    `  page log:${demo.log.length ? `\n    ${demo.log.join('\n    ')}` : ' none'}`,
  ].join('\n')
  console.log(report)
  return report
}

/** A page a failure report reads: its errors and log as `openDemo` or `watchPage` record them. */
export type WatchedPage = { page: Page; errors: string[]; log: string[] }

/** The pages of this test file still open (the demo's, a wallet's), each with the name its report gets. */
const watched = new Map<WatchedPage, string>()

/**
 * Records a page's errors and log for a failure's report (test/setup.ts): `openDemo` does it for its own page;
 * a test does it for another page it opens (a wallet's). Returns what it records.
 */
export function watchPage(page: Page, label: string): WatchedPage {
  const entry: WatchedPage = { page, errors: [], log: recordPageLog(page) }
  page.on('pageerror', (error) => entry.errors.push(error.message))
  watched.set(entry, label)
  page.once('close', () => watched.delete(entry))
  return entry
}

/**
 * After a failed test (test/setup.ts runs it after every test): each open page's report is added to the
 * test's errors too (the end of CI's log, which keeps the failures, shows it), and each page's modal is
 * closed so the next test starts from the page rather than failing behind a view this one left open.
 */
export async function explainFailure(task: {
  name: string
  result?: { state?: string; errors?: { message: string; stack?: string }[] }
}) {
  if (task.result?.state !== 'fail') return
  const reports: string[] = []
  let index = 0
  for (const [demo, given] of watched) {
    // Pages without a name of their own are told apart by the order they were opened in.
    const label = given || (index++ > 0 ? `page ${index}` : '')
    const report = await reportFailure(demo, label ? `${task.name} (${label})` : task.name)
    if (report) reports.push(report)
    await closeModalIfOpen(demo.page).catch(() => undefined)
  }
  // The message for the console's summary, the stack for the JSON report `pnpm test` summarises.
  const told = `\n${reports.join('\n')}`
  for (const error of task.result.errors ?? []) {
    error.message += told
    if (error.stack) error.stack += told
  }
}
