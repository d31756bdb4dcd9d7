import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import { type Browser, chromium, type Page } from 'playwright-core'

/** Headless Debian chromium with the benchmark's fixed flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}

export type RunResult = {
  /** Click → first view painted, from the app's own performance measure; undefined when not clicked. */
  openMs: number | undefined
  /** Own-origin .js paths the page requested before the click ('assets/index-abc.js'). */
  jsBeforeClick: string[]
  /** Requests (and websockets) to other hosts, answered with a network error at once. */
  foreignAtLoad: string[]
  foreignAtOpen: string[]
  /** Own-origin requests that got a 404 (e.g. an API route the static server does not serve). */
  missing: string[]
  /** Uncaught errors in the page. */
  errors: string[]
}

export type RunOptions = {
  /** Click the Connect button and wait for the first view; false stops after the page has settled. */
  click: boolean
  /** How long the network must be quiet before the click counts as "after load" (ms). */
  quietMs?: number
  /** How long to keep counting requests after the view has painted (ms). */
  settleMs?: number
}

/** One fresh visit (new context, empty cache) of the app served at `origin`. */
export async function runOnce(browser: Browser, origin: string, options: RunOptions): Promise<RunResult> {
  const { click, quietMs = 500, settleMs = 500 } = options
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const result: RunResult = {
    openMs: undefined,
    jsBeforeClick: [],
    foreignAtLoad: [],
    foreignAtOpen: [],
    missing: [],
    errors: [],
  }
  let clicked = false
  const foreign = (url: string) => (clicked ? result.foreignAtOpen : result.foreignAtLoad).push(url)
  const isOwn = (url: string) => url.startsWith(`${origin}/`) || url === origin
  const notOwn = (url: URL) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !isOwn(url.href)
  // Other hosts get a network error at once: counted, never waited on.
  await context.route(notOwn, (route) => route.abort('internetdisconnected'))
  await context.routeWebSocket(notOwn, (ws) => ws.close())
  const page = await context.newPage()
  let inFlight = 0
  let lastActivity = Date.now()
  const settle = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on('request', (request) => {
    const url = request.url()
    lastActivity = Date.now()
    inFlight += 1
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    if (!isOwn(url)) foreign(url)
    else if (!clicked && url.endsWith('.js')) result.jsBeforeClick.push(new URL(url).pathname.slice(1))
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  page.on('response', (response) => {
    if (response.status() === 404 && isOwn(response.url())) result.missing.push(response.url())
  })
  page.on('websocket', (ws) => foreign(ws.url()))
  page.on('pageerror', (error) => result.errors.push(error.message))
  try {
    await page.goto(origin, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor({ state: 'visible', timeout: 20_000 })
    await waitForQuiet(
      page,
      () => inFlight,
      () => lastActivity,
      quietMs,
    )
    if (click) {
      clicked = true
      await button.click()
      await page.waitForFunction(() => window.__benchOpenMs !== undefined, undefined, { timeout: 20_000 })
      result.openMs = await page.evaluate(() => window.__benchOpenMs)
      await page.waitForTimeout(settleMs)
    }
  } finally {
    await context.close()
  }
  return result
}

/** Waits until no request has been in flight for `quietMs` (at most 15 s). */
export async function waitForQuiet(page: Page, inFlight: () => number, last: () => number, quietMs: number) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (inFlight() <= 0 && Date.now() - last() >= quietMs) return
    await page.waitForTimeout(50)
  }
}

/** The value at quantile `q` (0..1) of `values`, nearest-rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}
