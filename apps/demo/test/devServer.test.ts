import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { startDemoServer } from '../server/startDemoServer.js'
import { skipBrowser } from './chromium.js'
import { connectBrowser, dialog } from './harness.js'

// What `pnpm dev` serves: the Vite dev server with the dev wallet injected by the page itself, asking in a
// prompt before it connects.
describe.skipIf(skipBrowser)('dev server', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof startDemoServer>>
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([
      connectBrowser(),
      startDemoServer({ world: inject('world'), devWallet: { policy: 'prompt' } }),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  test('serves the world, injects the dev wallet, and connects after the prompt is approved', async () => {
    const world = await fetch(new URL('/portico.json', server.url)).then((r) => r.json())
    expect(world).toEqual(inject('world'))

    const page = await browser.newPage()
    await page.goto(server.url)
    await page.locator('.header').waitFor()
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { __portico_dev_wallet__?: { address: string } }).__portico_dev_wallet__
            ?.address,
      ),
    ).resolves.toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    await page.locator('portico-connect-button').click()
    await dialog(page)
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await page.getByTestId('dev-wallet-approve').click()
    await page.getByTestId('account-address').waitFor()
    await page.close()
  })
})
