// @vitest-environment node
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CONNECT_TIMEOUT_MS, isUserPaced, REQUEST_TIMEOUT_MS, timeoutOf } from './frameClient.js'
import { type FrameWorld, startFrameWorld } from './test/frameWorld.js'

// The frame client in Chromium, against a scripted frame on its own origin (see test/frameWorld.ts): the app
// page runs under a CSP without inline styles, and a page of a third origin inside it tries to forge answers.

type Outcome = {
  ok: boolean
  value?: unknown
  name?: string
  message?: string
  code?: number
  reason?: string
  retryAfter?: number
  kind?: string
}

declare global {
  interface Window {
    ew: typeof import('./index.js')
    client: import('./index.js').FrameClient
    settle(promise: Promise<unknown>): Promise<Outcome>
    violations: string[]
    received: { id: string; type: string; payload: unknown }[]
    forge(message: unknown): void
  }
}

test('timeouts: 30 s for login steps and what needs no user, none for what the user paces', () => {
  expect(timeoutOf('CONNECT_EMAIL')).toBe(CONNECT_TIMEOUT_MS)
  expect(timeoutOf('CONNECT_DEVICE')).toBe(30_000)
  expect(timeoutOf('CONNECT_OTP')).toBe(30_000)
  expect(timeoutOf('GET_USER')).toBe(REQUEST_TIMEOUT_MS)
  expect(timeoutOf('RPC_REQUEST', { chainId: 1, method: 'eth_call' })).toBe(30_000)
  expect(timeoutOf('RPC_REQUEST', { chainId: 1, method: 'personal_sign' })).toBeUndefined()
  expect(timeoutOf('RPC_REQUEST', { chainId: 'solana:x', method: 'solana_signTransaction' })).toBeUndefined()
  // A social login's two steps (the provider's address, then redeeming the result) get 30 s each; the wait for the
  // user's Farcaster app is theirs to pace.
  expect(timeoutOf('GET_SOCIAL_REDIRECT_URI')).toBe(30_000)
  expect(timeoutOf('CONNECT_SOCIAL')).toBe(30_000)
  expect(timeoutOf('CONNECT_FARCASTER')).toBeUndefined()
  expect(timeoutOf('SETUP_WALLET')).toBeUndefined()
  expect(timeoutOf('EXPORT_KEY')).toBeUndefined()
  expect(timeoutOf('DOWNLOAD_KIT')).toBeUndefined()
  expect(isUserPaced('DOWNLOAD_KIT')).toBe(true)
})

describe.skipIf(skipBrowser)('frame client in Chromium', () => {
  let world: FrameWorld
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    world = await startFrameWorld()
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await world?.stop()
  })
  afterEach(async () => {
    await page?.close()
  })

  async function open(projectId = 'portico-local', extra: { readyTimeoutMs?: number; url?: string } = {}) {
    page = await browser.newPage()
    await page.goto(world.appUrl)
    await page.waitForFunction(() => window.ew !== undefined)
    return page.evaluate(
      ({ url, projectId, readyTimeoutMs }) => {
        window.client = window.ew.createFrameClient({
          url,
          projectId,
          chainId: 1,
          version: '1.0.0',
          logger: true,
          ...(readyTimeoutMs !== undefined && { readyTimeoutMs }),
        })
        return window.settle(window.client.ready)
      },
      { url: extra.url ?? world.serviceUrl, projectId, readyTimeoutMs: extra.readyTimeoutMs },
    )
  }

  const serviceFrame = (): Frame =>
    page.frames().find((frame) => frame.url().startsWith(`${world.serviceUrl}/frame`))!
  const otherFrame = (): Frame => page.frames().find((frame) => frame.url().startsWith(world.otherUrl))!
  /** The request ids the frame received, for forging answers with the right id. */
  const receivedIds = () => serviceFrame().evaluate(() => window.received.map((request) => request.id))

  describe('loading', () => {
    test('the frame check passes and the hidden frame gets ready, with the page origin pinned in its URL', async () => {
      expect(await open()).toEqual({ ok: true })
      const frame = await page.evaluate(() => ({
        src: window.client.frame.src,
        allow: window.client.frame.getAttribute('allow'),
        title: window.client.frame.title,
        style: window.client.frame.getAttribute('style'),
        display: getComputedStyle(window.client.frame).display,
        position: getComputedStyle(window.client.frame).position,
        inPage: document.body.contains(window.client.frame),
        origin: window.client.origin,
      }))
      const src = new URL(frame.src)
      expect(src.origin).toBe(world.serviceUrl)
      expect(src.searchParams.get('origin')).toBe(new URL(world.appUrl).origin)
      expect(src.searchParams.get('projectId')).toBe('portico-local')
      expect(frame).toMatchObject({
        allow: 'clipboard-write; publickey-credentials-get; publickey-credentials-create',
        display: 'none',
        position: 'fixed',
        inPage: true,
        origin: world.serviceUrl,
      })
      expect(frame.title).not.toBe('')
      // Styles went through properties, which the page's CSP (style-src 'self') allows.
      expect(await page.evaluate(() => window.violations)).toEqual([])
    })

    test('an unknown project or a refused origin is "Invalid App Configuration", and no frame is made', async () => {
      for (const projectId of ['unknown', 'refused']) {
        expect(await open(projectId)).toMatchObject({
          ok: false,
          name: 'EmbeddedWalletConfigError',
          message: 'Invalid App Configuration',
        })
        expect(await page.evaluate(() => document.body.contains(window.client.frame))).toBe(false)
        await page.close()
      }
      expect(world.checks).toEqual(expect.arrayContaining(['unknown', 'refused']))
    })

    test('no FRAME_READY in time, a broken or unreachable service: "Unable to load email login dependency"', async () => {
      const loadError = {
        ok: false,
        name: 'EmbeddedWalletLoadError',
        message: 'Unable to load email login dependency',
      }
      expect(await open('silent', { readyTimeoutMs: 500 })).toMatchObject(loadError)
      await page.close()
      expect(await open('broken')).toMatchObject(loadError)
      await page.close()
      expect(await open('portico-local', { url: 'http://127.0.0.1:9' })).toMatchObject(loadError)
      // A request of a client that never got ready fails with the same error.
      expect(
        await page.evaluate(() => window.settle(window.client.request('GET_CHAIN_ID', {}))),
      ).toMatchObject(loadError)
    })
  })

  describe('requests', () => {
    test('an answer resolves its request; an error answer keeps message, code, reason and retryAfter', async () => {
      await open()
      expect(
        await page.evaluate(() =>
          window.settle(window.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })),
        ),
      ).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
      expect(
        await page.evaluate(() =>
          window.settle(window.client.request('UPDATE_EMAIL', { email: 'bob@example.com' })),
        ),
      ).toMatchObject({
        ok: false,
        name: 'EmbeddedWalletRequestError',
        message: 'Too many codes',
        code: 429,
        reason: 'RATE_LIMITED',
        retryAfter: 12,
      })
      expect(await page.evaluate(() => window.settle(window.client.request('SIGN_OUT', {})))).toMatchObject({
        ok: false,
        name: 'EmbeddedWalletRequestError',
        message: 'An error occurred',
      })
    })

    test('a request the frame would drop (bad payload, too large) is refused here and never sent', async () => {
      await open()
      const outcomes = await page.evaluate(() =>
        Promise.all([
          window.settle(window.client.request('CONNECT_EMAIL', { email: 'not an address' })),
          window.settle(
            window.client.request('RPC_REQUEST', {
              chainId: 1,
              method: 'personal_sign',
              params: ['x'.repeat(300 * 1024)],
            }),
          ),
        ]),
      )
      expect(outcomes).toMatchObject([
        { ok: false, name: 'EmbeddedWalletInvalidRequestError', message: 'Invalid request' },
        { ok: false, name: 'EmbeddedWalletMessageTooLargeError', message: 'Request too large' },
      ])
      expect(await receivedIds()).toEqual([])
    })

    test('malformed, oversized and foreign-marked answers from the frame are dropped; the valid one counts', async () => {
      await open()
      expect(
        await page.evaluate(() => window.settle(window.client.request('GET_USER', { chainId: 1 }))),
      ).toEqual({
        ok: true,
        value: {
          email: 'ada@example.com',
          address: '0x00000000000000000000000000000000000000a1',
          chainId: 1,
          accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' }],
        },
      })
    })

    test('answers forged by another origin, or by the app window itself, are ignored even with the right id', async () => {
      await open()
      await page.evaluate(() => {
        ;(window as unknown as { pendingOtp: Promise<Outcome> }).pendingOtp = window.settle(
          window.client.request('CONNECT_OTP', { otp: '123456' }, { timeoutMs: 1500 }),
        )
      })
      await expect.poll(receivedIds).toHaveLength(1)
      const [id] = await receivedIds()
      const forged = {
        source: 'portico-frame',
        id,
        type: 'CONNECT_OTP_SUCCESS',
        payload: { wallet: 'ready' },
      }
      await otherFrame().evaluate((message) => window.forge(message), forged)
      await page.evaluate((message) => window.postMessage(message, '*'), forged)
      // Only the timeout settles it: the forgeries never did.
      expect(
        await page.evaluate(() => (window as unknown as { pendingOtp: Promise<Outcome> }).pendingOtp),
      ).toMatchObject({
        ok: false,
        name: 'EmbeddedWalletConnectError',
        message: 'Something went wrong',
        kind: 'timeout',
      })
    })

    test('a login step that times out or is aborted is "Something went wrong"; others "Request timed out" / "Request was aborted"', async () => {
      await open()
      const outcomes = await page.evaluate(async () => {
        const aborter = new AbortController()
        const otp = window.settle(
          window.client.request('CONNECT_OTP', { otp: '1' }, { signal: aborter.signal }),
        )
        const chain = new AbortController()
        const read = window.settle(window.client.request('IS_CONNECTED', {}, { signal: chain.signal }))
        aborter.abort()
        chain.abort()
        const timedOut = window.settle(window.client.request('IS_CONNECTED', {}, { timeoutMs: 300 }))
        const already = window.settle(
          window.client.request('GET_CHAIN_ID', {}, { signal: AbortSignal.abort() }),
        )
        return Promise.all([otp, read, timedOut, already])
      })
      expect(outcomes).toMatchObject([
        { ok: false, name: 'EmbeddedWalletConnectError', message: 'Something went wrong', kind: 'aborted' },
        { ok: false, name: 'EmbeddedWalletAbortedError', message: 'Request was aborted' },
        { ok: false, name: 'EmbeddedWalletTimeoutError', message: 'Request timed out' },
        { ok: false, name: 'EmbeddedWalletAbortedError', message: 'Request was aborted' },
      ])
    })

    test('abortPending({ exceptSafe }) rejects what the user answers and lets safe reads finish', async () => {
      await open()
      const outcomes = await page.evaluate(async () => {
        const sign = window.settle(
          window.client.request('RPC_REQUEST', {
            chainId: 1,
            method: 'personal_sign',
            params: ['0x00', '0x01'],
          }),
        )
        const setup = window.settle(window.client.request('SETUP_WALLET', {}))
        const read = window.settle(
          window.client.request('RPC_REQUEST', { chainId: 1, method: 'eth_chainId' }),
        )
        await new Promise((resolve) => setTimeout(resolve, 100))
        window.client.abortPending({ exceptSafe: true })
        return Promise.all([sign, setup, read])
      })
      expect(outcomes).toEqual([
        expect.objectContaining({ ok: false, message: 'Request was aborted' }),
        expect.objectContaining({ ok: false, message: 'Request was aborted' }),
        { ok: true, value: { result: '0x1' } },
      ])
    })
  })

  describe('showing and destroying', () => {
    test('show places the frame over a rect above the modal, hide hides it, without inline-style violations', async () => {
      await open()
      const shown = await page.evaluate(() => {
        window.client.show({ top: 10, left: 20, width: 300, height: 400 })
        const rect = window.client.frame.getBoundingClientRect()
        const style = getComputedStyle(window.client.frame)
        return {
          top: rect.top,
          left: rect.left,
          width: rect.width,
          height: rect.height,
          zIndex: style.zIndex,
          display: style.display,
        }
      })
      expect(shown).toEqual({ top: 10, left: 20, width: 300, height: 400, zIndex: '1000', display: 'block' })
      const hidden = await page.evaluate(() => {
        window.client.hide()
        return getComputedStyle(window.client.frame).display
      })
      expect(hidden).toBe('none')
      expect(await page.evaluate(() => window.violations)).toEqual([])
    })

    test('destroy removes the frame and rejects pending requests; later use throws "iframe is not set"', async () => {
      await open()
      const outcomes = await page.evaluate(async () => {
        const pending = window.settle(window.client.request('SETUP_WALLET', {}))
        await new Promise((resolve) => setTimeout(resolve, 50))
        window.client.destroy()
        const later = await window.settle(window.client.request('GET_CHAIN_ID', {}))
        let show: string | undefined
        try {
          window.client.show({ top: 0, left: 0, width: 1, height: 1 })
        } catch (error) {
          show = (error as Error).name
        }
        return { pending: await pending, later, show, inPage: document.body.contains(window.client.frame) }
      })
      expect(outcomes).toMatchObject({
        pending: { ok: false, message: 'Request was aborted' },
        later: {
          ok: false,
          name: 'EmbeddedWalletFrameNotSetError',
          message: 'Embedded wallet: iframe is not set',
        },
        show: 'EmbeddedWalletFrameNotSetError',
        inPage: false,
      })
    })
  })
})
