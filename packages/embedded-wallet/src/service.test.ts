// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { FrameClient } from './index.js'
import { type AppPages, startAppPages } from './test/frameWorld.js'

// The frame client in Chromium against the real wallet service (`@portico/wallet-service`, with its mail catcher) and
// its real frame bundle. The service is an app of the workspace, which depends on this package; it is loaded
// from its source here rather than made a dependency (that would be a cycle). Its frame bundle is built from the
// built packages it imports (this one's protocol, @portico/i18n's strings): turbo.json builds them before this test.

const authDir = fileURLToPath(new URL('../../../apps/wallet-service/', import.meta.url))
const authReady = existsSync(join(authDir, 'src/index.ts')) && existsSync(join(authDir, 'scripts/bundle.mjs'))

/** The parts of `@portico/wallet-service` this test uses. */
type AuthModule = {
  loadWalletServiceConfig(
    env: Record<string, string | undefined>,
    overrides: Record<string, unknown>,
  ): unknown
  startWalletService(config: unknown): Promise<{ url: string; close(): Promise<void> }>
  startMailCatcher(): Promise<{
    smtpUrl: string
    waitForMail(parameters: { to: string; after?: number; timeoutMs: number }): Promise<{ text: string }>
    stop(): Promise<void>
  }>
  extractCode(text: string): string | undefined
}

type Outcome = {
  ok: boolean
  value?: unknown
  name?: string
  message?: string
  reason?: string
  kind?: string
}

declare global {
  interface Window {
    ew: typeof import('./index.js')
    client: FrameClient
    settle(promise: Promise<unknown>): Promise<Outcome>
    ids: string[]
    pending: Record<string, { settled?: Outcome }>
    forge(message: unknown): void
  }
}

describe.skipIf(skipBrowser || !authReady)('frame client with the real wallet service', () => {
  let auth: Awaited<ReturnType<AuthModule['startWalletService']>>
  let catcher: Awaited<ReturnType<AuthModule['startMailCatcher']>>
  let extractCode: AuthModule['extractCode']
  let pages: AppPages
  let browser: Browser
  let frameDir: string
  let page: Page
  const email = `kit-${process.pid}-${Date.now()}@example.com`

  beforeAll(async () => {
    frameDir = mkdtempSync(join(tmpdir(), 'portico-kit-frame-'))
    execFileSync(process.execPath, [join(authDir, 'scripts/bundle.mjs'), '--outdir', frameDir], {
      cwd: authDir,
    })
    const service = (await import(pathToFileURL(join(authDir, 'src/index.ts')).href)) as AuthModule
    extractCode = service.extractCode
    catcher = await service.startMailCatcher()
    auth = await service.startWalletService(
      service.loadWalletServiceConfig(
        {},
        {
          host: '127.0.0.1',
          port: 0,
          smtpUrl: catcher.smtpUrl,
          frameDir,
          // The app page's localhost origin is allowed; the same page on 127.0.0.1 is not.
          projects: [{ id: 'kit', allowedOrigins: ['http://localhost:*'] }],
          rateLimits: { mailsPerEmail: 1000, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
        },
      ),
    )
    pages = await startAppPages(auth.url)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await pages?.stop()
    await auth?.close()
    await catcher?.stop()
    if (frameDir) rmSync(frameDir, { recursive: true, force: true })
  })

  afterEach(async () => {
    await page?.close()
  })

  /** Opens the app page (recording the request ids the client makes) and creates a client. */
  async function open(url = pages.appUrl, projectId = 'kit') {
    page = await browser.newPage()
    await page.addInitScript(() => {
      window.ids = []
      const random = crypto.randomUUID.bind(crypto)
      crypto.randomUUID = () => {
        const id = random()
        window.ids.push(id)
        return id
      }
    })
    await page.goto(url)
    await page.waitForFunction(() => window.ew !== undefined)
    return page.evaluate(
      ({ url, projectId }) => {
        window.pending = {}
        window.client = window.ew.createFrameClient({
          url,
          projectId,
          chainId: 31337,
          version: 'kit-test',
          logger: true,
        })
        return window.settle(window.client.ready)
      },
      { url: auth.url, projectId },
    )
  }

  const walletFrame = (): Frame => page.frames().find((frame) => frame.url().startsWith(`${auth.url}/frame`))!
  const otherFrame = (): Frame => page.frames().find((frame) => frame.url().startsWith(pages.otherUrl))!
  const call = (type: string, payload: unknown, options: { timeoutMs?: number } = {}) =>
    page.evaluate(
      ({ type, payload, options }) =>
        window.settle(window.client.request(type as 'IS_CONNECTED', payload as never, options)),
      { type, payload, options },
    )
  /** Starts a request without waiting; `settled(key)` reads its outcome later. */
  const start = (key: string, type: string, payload: unknown) =>
    page.evaluate(
      ({ key, type, payload }) => {
        const entry: { settled?: Outcome } = {}
        window.pending[key] = entry
        void window
          .settle(window.client.request(type as 'SETUP_WALLET', payload as never))
          .then((outcome) => {
            entry.settled = outcome
          })
        return window.ids.at(-1) as string
      },
      { key, type, payload },
    )
  const settled = (key: string) => page.evaluate((key) => window.pending[key]?.settled, key)

  test('an unknown project, or a page origin the project does not allow: "Invalid App Configuration"', async () => {
    expect(await open(pages.appUrl, 'nope')).toMatchObject({ ok: false, name: 'EmbeddedWalletConfigError' })
    await page.close()
    expect(await open(pages.appIpUrl)).toMatchObject({
      ok: false,
      name: 'EmbeddedWalletConfigError',
      message: 'Invalid App Configuration',
    })
  })

  test('the real frame gets ready and answers; a login step past its time is "Something went wrong"', async () => {
    expect(await open()).toEqual({ ok: true })
    expect(
      await call('SYNC_DAPP_DATA', {
        sdkVersion: 'kit-test',
        sdkType: 'portico',
        projectId: 'kit',
        locale: 'en',
      }),
    ).toEqual({ ok: true, value: {} })
    expect(await call('IS_CONNECTED', {})).toEqual({ ok: true, value: { isConnected: false } })
    expect(await call('CONNECT_EMAIL', { email })).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
    // Nobody follows a device link for a new user: the service holds the wait past the client's timeout.
    expect(await call('CONNECT_DEVICE', {}, { timeoutMs: 500 })).toMatchObject({
      ok: false,
      name: 'EmbeddedWalletConnectError',
      message: 'Something went wrong',
      kind: 'timeout',
    })
  })

  test('a frame hidden while it had the keyboard gives it back: Escape reaches the page (and its modal)', async () => {
    expect(await open()).toEqual({ ok: true })
    await page.evaluate(() => {
      ;(window as unknown as { keys: string[] }).keys = []
      document.addEventListener('keydown', (event) =>
        (window as unknown as { keys: string[] }).keys.push(event.key),
      )
      window.client.show({ top: 0, left: 0, width: 360, height: 480 })
    })
    const keys = () => page.evaluate(() => (window as unknown as { keys: string[] }).keys)
    await page.evaluate(() => window.client.ready)
    // The user's last click was inside the frame (its Approve): the keyboard is the frame's. (Chromium hands the
    // focus to a frame of another origin asynchronously: on a busy machine a click can land before the frame's
    // document takes it, so the test clicks again until it has, as a user would.)
    await expect
      .poll(async () => {
        await page.mouse.click(180, 240)
        return walletFrame().evaluate(() => document.hasFocus())
      })
      .toBe(true)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    // The approval leaves: the frame hides and the page has the keyboard again.
    await page.evaluate(() => window.client.hide())
    await page.keyboard.press('Escape')
    await expect.poll(keys).toEqual(['Escape'])
  })

  test("login, then forged answers to the pending setup: another origin's and malformed ones are dropped", async () => {
    expect(await open()).toEqual({ ok: true })
    const before = Date.now()
    expect(await call('CONNECT_EMAIL', { email })).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
    expect(await call('CONNECT_OTP', { otp: '000000' })).toMatchObject({
      ok: false,
      name: 'EmbeddedWalletRequestError',
      reason: 'OTP_INVALID',
    })
    const mail = await catcher.waitForMail({ to: email, after: before, timeoutMs: 10_000 })
    const code = extractCode(mail.text)
    expect(code).toMatch(/^\d{6}$/)
    expect(await call('CONNECT_OTP', { otp: code })).toEqual({ ok: true, value: { wallet: 'create' } })

    // The frame shows its recovery-password form over the rect while SETUP_WALLET waits for the user.
    const id = await start('setup', 'SETUP_WALLET', {})
    await page.evaluate(() => window.client.show({ top: 0, left: 0, width: 360, height: 480 }))
    const success = { source: 'portico-frame', id, type: 'SETUP_WALLET_SUCCESS', payload: {} }
    await otherFrame().evaluate((message) => window.forge(message), success)
    await page.evaluate((message) => window.postMessage(message, '*'), success)
    // From the real frame's window and origin, but malformed or too large.
    await walletFrame().evaluate(
      ({ success, origin }) => {
        parent.postMessage({ ...success, type: 'SETUP_WALLET_DONE' }, origin)
        parent.postMessage({ ...success, source: 'portico-app' }, origin)
        parent.postMessage({ ...success, payload: {}, padding: 'x'.repeat(300 * 1024) }, origin)
        parent.postMessage({ ...success, id: 'someone-elses-id' }, origin)
      },
      { success, origin: new URL(pages.appUrl).origin },
    )
    await page.waitForTimeout(300)
    expect(await settled('setup')).toBeUndefined()
    // A well-formed answer from the frame's window counts: only where it comes from and its shape decided.
    await walletFrame().evaluate(({ success, origin }) => parent.postMessage(success, origin), {
      success,
      origin: new URL(pages.appUrl).origin,
    })
    await expect.poll(() => settled('setup')).toEqual({ ok: true, value: {} })

    // Closing the modal aborts what the user answers; the client goes on serving reads.
    await start('again', 'SETUP_WALLET', {})
    await page.evaluate(() => window.client.abortPending({ exceptSafe: true }))
    await expect.poll(() => settled('again')).toMatchObject({ ok: false, message: 'Request was aborted' })
    expect(await call('GET_CHAIN_ID', {})).toEqual({ ok: true, value: { chainId: 31337 } })
  })
})
