// The app page of the frame's browser tests: the wallet frame in an iframe, and the few lines any page needs to
// talk to it with postMessage (written the way the kit talks), plus the helpers that drive it from a test.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export type Reply = { source: string; id?: string; type: string; payload: Record<string, unknown> }

/** What the app page's script offers the test. */
export type AppWindow = {
  frameReady: Promise<Reply>
  received: unknown[]
  post(message: unknown): void
  reply(id: string, timeoutMs?: number): Promise<Reply | null>
  request(type: string, payload: unknown, timeoutMs?: number): Promise<Reply | null>
  sendToWallet(message: unknown): void
}

export type AppPageOptions = {
  /** The iframe's height (the frame's views are laid out for 420–480 px). */
  height?: number
  /** A second frame of the app's own origin (`/sibling`) that tries to talk to the wallet frame directly. */
  sibling?: boolean
  /** The iframe's `allow` (the kit lets the frame use passkeys). */
  allow?: string
}

/** The app page's HTML around a frame at `frameSrc`, whose messages go to `walletOrigin` only. */
export const appPage = (
  frameSrc: string,
  walletOrigin: string,
  options: AppPageOptions = {},
) => `<!doctype html>
<html><head><meta charset="utf-8"><title>App</title></head><body>
<iframe id="wallet" src="${frameSrc}" width="360" height="${options.height ?? 420}" title="wallet"${options.allow ? ` allow="${options.allow}"` : ''}></iframe>
${options.sibling ? '<iframe id="sibling" src="/sibling" width="10" height="10" title="sibling"></iframe>' : ''}
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
  window.post = (message) => frame.contentWindow.postMessage(message, WALLET)
  window.send = (type, payload, id = 'req-' + crypto.randomUUID()) => {
    window.post({ source: 'portico-app', id, type, payload })
    return id
  }
  window.reply = (id, timeoutMs = 60000) => new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      const found = window.received.find((message) => message && message.id === id)
      if (found || Date.now() - started > timeoutMs) return resolve(found ?? null)
      setTimeout(check, 20)
    }
    check()
  })
  window.request = (type, payload, timeoutMs) => window.reply(window.send(type, payload), timeoutMs)
</script></body></html>`

/** The sibling frame's page: it posts to the wallet frame from the app's origin but not from the app's window. */
export const siblingPage = `<!doctype html><html><body><script>
  window.sendToWallet = (message) => parent.document.getElementById('wallet').contentWindow.postMessage(message, '*')
</script></body></html>`

/** Sends a request from the app page and answers the frame's reply (null when none came in `timeoutMs`). */
export const request = (page: Page, type: string, payload: unknown = {}, timeoutMs?: number) =>
  page.evaluate(([t, p, ms]) => (window as unknown as AppWindow).request(t, p, ms), [
    type,
    payload,
    timeoutMs,
  ] as const) as Promise<Reply | null>

/** As `request`, expecting `<type>_SUCCESS`; answers its payload. */
export async function ok(page: Page, type: string, payload: unknown = {}) {
  const reply = await request(page, type, payload)
  expect(reply?.type, JSON.stringify(reply)).toBe(`${type}_SUCCESS`)
  return reply!.payload
}

/** The app's data and theme as the kit syncs them after FRAME_READY. */
export async function syncApp(page: Page, networks: unknown[], locale = 'en') {
  await page.evaluate(() => (window as unknown as AppWindow).frameReady)
  await ok(page, 'SYNC_DAPP_DATA', {
    sdkVersion: 'test',
    sdkType: 'portico',
    projectId: 'test',
    locale,
    networks,
  })
  await ok(page, 'SYNC_THEME', { themeMode: 'light' })
}

/** The frame's URL on `serviceUrl` for an app page on `origin`. */
export const frameSrc = (serviceUrl: string, origin: string, logger = true) =>
  `${serviceUrl}/frame?projectId=test&chainId=31337&version=test-1${logger ? '&logger=1' : ''}&origin=${encodeURIComponent(origin)}`
