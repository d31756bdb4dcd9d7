// The world of the import browser tests: the frame in an app page in Chromium, against the real service, a mail
// catcher, anvil and the local Solana validator; helpers to talk to the frame as an app does, to sign a new user
// up to the new-wallet form and to approve a request on screen. Everything the frame's page logs or sends to
// the service is kept in `outbound`, to look for secrets in.
import type { Frame } from 'playwright-core'
import { expect } from 'vitest'
import { type AppWindow, ok as okOn, type Reply, request as requestOn, syncApp } from './appPage.js'
import { startFrameWorld } from './frameWorld.js'

export type { Reply } from './appPage.js'
export { screenshots } from './frameWorld.js'

/** Starts the frame world with one app page open; `solanaAccounts` funded Solana accounts. */
export async function startImportWorld({ solanaAccounts = 1 }: { solanaAccounts?: number } = {}) {
  const base = await startFrameWorld({ solanaAccounts, page: { height: 480 } })
  const { service, catcher, devnet, solanaDevnet, appOrigin } = base
  const { page, frame } = await base.openApp(undefined, '/', { width: 420, height: 520 })
  const outbound: string[] = []
  page.on('console', (message) => outbound.push(message.text()))
  page.on('request', (request) => outbound.push(`${request.url()} ${request.postData() ?? ''}`))

  /** What the frames of earlier loads of the app page posted to it. */
  const earlier: unknown[] = []
  const receivedNow = () => page.evaluate(() => (window as unknown as AppWindow).received ?? [])

  /** Opens the app page afresh (a new frame); answers the frame. */
  async function openApp(): Promise<Frame> {
    if (page.url().startsWith(appOrigin)) earlier.push(...(await receivedNow()))
    await page.goto(appOrigin)
    const found = page.frame({ url: (url) => url.href.startsWith(`${service.url}/frame`) })
    if (!found) throw new Error('no wallet frame')
    await page.evaluate(() => (window as unknown as AppWindow).frameReady)
    world.frame = found
    return found
  }

  const request = (type: string, payload: unknown = {}) => requestOn(page, type, payload)
  const ok = (type: string, payload: unknown = {}) => okOn(page, type, payload)

  const world = {
    page,
    frame,
    service,
    catcher,
    devnet,
    solanaDevnet,
    outbound,
    openApp,
    request,
    ok,
    /** Everything the frame posted to the app page, over every load of it. */
    received: async () => [...earlier, ...(await receivedNow())],

    /** Tells the frame the app's networks (anvil and the local validator) and its language and theme. */
    syncApp: () => syncApp(page, base.networks()),

    /** Signs `email` in with the e-mailed code; a new user, so the wallet is to be made. */
    async signInNewUser(email: string) {
      const before = Date.now()
      expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      expect(await ok('CONNECT_OTP', { otp: await base.codeAfter(before, email) })).toEqual({
        wallet: 'create',
      })
    },

    field: () => world.frame.locator('textarea[name="secret"]'),

    async typeAndContinue(text: string) {
      await world.field().fill(text)
      await world.frame.locator('button[type="submit"]').click()
    },

    /** In the new-wallet password form that follows an import: sets `password` and imports. */
    async setImportPassword(password: string) {
      const passwordForm = world.frame.locator('form[data-view="setup"]')
      await passwordForm.waitFor()
      expect(await passwordForm.locator('button[type="submit"]').textContent()).toBe('Import wallet')
      await world.frame.locator('input[name="password"]').fill(password)
      await world.frame.locator('input[name="confirm"]').fill(password)
      await world.frame.locator('button[type="submit"]').click()
    },

    /** Approves the request on screen and answers its result. */
    async approve(pending: Promise<Reply | null>) {
      const { frame } = world
      await frame.locator('[data-view="approve"]').waitFor()
      await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
      await frame.locator('button.primary').click()
      const reply = await pending
      expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
      return (reply!.payload as { result: unknown }).result
    },

    stop: base.stop,
  }
  await page.evaluate(() => (window as unknown as AppWindow).frameReady)
  return world
}

export type ImportWorld = Awaited<ReturnType<typeof startImportWorld>>
