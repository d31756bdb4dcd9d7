// One fresh visit of the every-feature app (`apps/portico-all`): click Connect, wait for its view and its e-mail
// field's focus, then either click All wallets and wait for the catalogue's first wallet, or type an address
// and press Enter and record the JS that loads for the e-mail login.
import type { Browser, Page } from 'playwright-core'
import { waitForQuiet } from './measure.js'

/** What a visit does, in order: load the page, click Connect, then click All wallets or submit an e-mail. */
export type VisitPhase = 'load' | 'connect' | 'allWallets' | 'email'

export type AllFeaturesVisit = {
  /** Step durations from the app's probe (`apps/stepProbe.ts`), ms: connectView, emailFocused, catalogueWallet. */
  steps: Record<string, number>
  /** Own-origin .js paths ('assets/index-abc.js') requested in each phase, e.g. before the click on Connect. */
  js: Record<VisitPhase, string[]>
  /** API paths requested in each phase (e.g. the catalogue prefetched while the page was idle, before a click). */
  api: Record<VisitPhase, string[]>
  /** Requests and websockets to any other origin, answered with a network error at once. */
  foreign: string[]
  /** Uncaught errors in the page. */
  errors: string[]
}

export type AllFeaturesVisitOptions = {
  /** The static server's origin. */
  origin: string
  /** The API's origin: the one other origin the page may reach. */
  apiOrigin: string
  /** The app's query string (`api=…`). */
  query: string
  /** 'catalogue': then click All wallets; 'email': then type an address and press Enter. */
  path: 'catalogue' | 'email'
}

const STEP_TIMEOUT = 20_000

/** Waits until the probe has recorded every step in `names`. */
async function waitForSteps(page: Page, names: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) => wanted.every((name) => window.__benchSteps?.[name] !== undefined),
    names,
    { timeout: STEP_TIMEOUT },
  )
}

/** One fresh visit (new context, empty cache) along `path`. */
export async function visitAllFeatures(
  browser: Browser,
  { origin, apiOrigin, query, path }: AllFeaturesVisitOptions,
): Promise<AllFeaturesVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
  const perPhase = () => ({ load: [], connect: [], allWallets: [], email: [] })
  const visit: AllFeaturesVisit = { steps: {}, js: perPhase(), api: perPhase(), foreign: [], errors: [] }
  let phase: VisitPhase = 'load'
  const allowed = (url: URL) => url.origin === origin || url.origin === apiOrigin
  const blocked = (url: URL) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !allowed(url)
  await context.route(blocked, (route) => route.abort('internetdisconnected'))
  await context.routeWebSocket(blocked, (ws) => ws.close())
  let inFlight = 0
  let lastActivity = Date.now()
  const settle = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  try {
    const page = await context.newPage()
    page.on('request', (request) => {
      lastActivity = Date.now()
      inFlight += 1
      const url = new URL(request.url())
      if (url.protocol === 'data:' || url.protocol === 'blob:') return
      if (!allowed(url)) visit.foreign.push(url.href)
      else if (url.origin === apiOrigin) visit.api[phase].push(url.pathname)
      else if (url.pathname.endsWith('.js')) visit.js[phase].push(url.pathname.slice(1))
    })
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    page.on('websocket', (ws) => visit.foreign.push(ws.url()))
    page.on('pageerror', (error) => visit.errors.push(error.message))
    await page.goto(`${origin}/?${query}`, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT })
    await waitForQuiet(
      page,
      () => inFlight,
      () => lastActivity,
      500,
    )
    phase = 'connect'
    await button.click()
    await waitForSteps(page, ['connectView', 'emailFocused'])
    if (path === 'catalogue') {
      phase = 'allWallets'
      await page.locator('portico-connect-view portico-list-item[label="All wallets"]').click()
      await waitForSteps(page, ['catalogueWallet'])
    } else {
      phase = 'email'
      await page.keyboard.type('bench@example.com')
      await page.keyboard.press('Enter')
      await waitForQuiet(
        page,
        () => inFlight,
        () => lastActivity,
        1000,
      )
    }
    visit.steps = await page.evaluate(() => ({ ...window.__benchSteps }))
  } finally {
    await context.close()
  }
  return visit
}
