// The world of the import browser tests: the frame in an app page in Chromium, against the real service, a mail
// catcher, anvil and the local Solana validator; helpers to talk to the frame as an app does, to sign a new user
// up to the new-wallet form and to approve a request on screen. Everything the frame's page logs or sends to
// the service is kept in `outbound`, to look for secrets in.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { chromium, type Frame, type Page } from 'playwright-core'
import { expect } from 'vitest'
import {
  extractCode,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
} from '../../src/index.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const screenshots = join(root, 'test-results')

export type Reply = { source: string; id?: string; type: string; payload: Record<string, unknown> }
type AppWindow = {
  frameReady: Promise<Reply>
  received: unknown[]
  request(type: string, payload: unknown, timeoutMs?: number): Promise<Reply | null>
}

// The app page: the frame in an iframe, and the few lines any page needs to talk to it (as frame.browser.test.ts).
const appPage = (frameSrc: string, walletOrigin: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>App</title></head><body>
<iframe id="wallet" src="${frameSrc}" width="360" height="480" title="wallet"></iframe>
<script>
  const WALLET = ${JSON.stringify(walletOrigin)}
  const frame = document.getElementById('wallet')
  window.received = []
  window.frameReady = new Promise((resolve) => {
    addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return
      window.received.push(event.data)
      if (event.data && event.data.type === 'FRAME_READY') resolve(event.data)
    })
  })
  window.request = (type, payload, timeoutMs = 60000) => {
    const id = 'req-' + crypto.randomUUID()
    frame.contentWindow.postMessage({ source: 'portico-app', id, type, payload }, WALLET)
    return new Promise((resolve) => {
      const started = Date.now()
      const check = () => {
        const found = window.received.find((message) => message && message.id === id)
        if (found || Date.now() - started > timeoutMs) return resolve(found ?? null)
        setTimeout(check, 20)
      }
      check()
    })
  }
</script></body></html>`

/** Starts the service, the chains (anvil's accounts; `solanaAccounts` funded Solana ones) and the app page. */
export async function startImportWorld({ solanaAccounts = 1 }: { solanaAccounts?: number } = {}) {
  const frameDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
  execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--outdir', frameDir])
  const [catcher, devnet, solanaDevnet]: [MailCatcher, Devnet, SolanaDevnet] = await Promise.all([
    startMailCatcher(),
    startDevnet({ chainIds: [31337] }),
    startSolanaDevnet({ accounts: solanaAccounts }),
  ])
  const service: WalletService = await startWalletService(
    loadWalletServiceConfig(
      {},
      {
        host: '127.0.0.1',
        port: 0,
        smtpUrl: catcher.smtpUrl,
        frameDir,
        projects: [{ id: 'test', allowedOrigins: ['http://127.0.0.1:*'] }],
        rateLimits: { mailsPerEmail: 1000, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
      },
    ),
  )
  const appServer: Server = createServer((request, response) => {
    const origin = `http://${request.headers.host ?? ''}`
    const src = `${service.url}/frame?projectId=test&chainId=31337&version=test-1&logger=1&origin=${encodeURIComponent(origin)}`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(appPage(src, service.url))
  })
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
  const appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const context = await browser.newContext({ viewport: { width: 420, height: 520 } })
  const page: Page = await context.newPage()
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

  const request = (type: string, payload: unknown = {}) =>
    page.evaluate(([t, p]) => (window as unknown as AppWindow).request(t, p), [type, payload] as const)

  const ok = async (type: string, payload: unknown = {}) => {
    const reply = await request(type, payload)
    expect(reply?.type, JSON.stringify(reply)).toBe(`${type}_SUCCESS`)
    return reply!.payload
  }

  const world = {
    page,
    frame: undefined as unknown as Frame,
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
    async syncApp() {
      await ok('SYNC_DAPP_DATA', {
        sdkVersion: 'test',
        sdkType: 'portico',
        projectId: 'test',
        locale: 'en',
        networks: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Devnet',
            rpcUrl: devnet.chains[0]!.rpcUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
          {
            caipNetworkId: solanaDevnet.caipNetworkId,
            name: 'Solana Devnet',
            rpcUrl: solanaDevnet.rpcUrl,
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          },
        ],
      })
      await ok('SYNC_THEME', { themeMode: 'light' })
    },

    /** Signs `email` in with the e-mailed code; a new user, so the wallet is to be made. */
    async signInNewUser(email: string) {
      const before = Date.now()
      expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
      const mail = await catcher.waitForMail({ to: email, after: before, timeoutMs: 10_000 })
      expect(await ok('CONNECT_OTP', { otp: extractCode(mail.text) })).toEqual({ wallet: 'create' })
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

    async stop() {
      await browser.close()
      await new Promise((resolve) => appServer.close(resolve))
      await service.close()
      await catcher.stop()
      await devnet.stop()
      await solanaDevnet.stop()
      rmSync(frameDir, { recursive: true, force: true })
    },
  }
  await openApp()
  return world
}

export type ImportWorld = Awaited<ReturnType<typeof startImportWorld>>
