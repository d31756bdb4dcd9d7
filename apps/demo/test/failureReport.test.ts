import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, explainFailure, openDemo } from './harness.js'

// What a failed browser test leaves for whoever reads CI's log (test/setup.ts calls explainFailure after every
// test): the views and the page's requests in the error itself, and no modal left open for the next test.
describe.skipIf(skipBrowser)('a failed test’s report', () => {
  let browser: Browser
  let demo: Demo
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
  })
  afterAll(async () => {
    await demo?.close()
    await browser?.close()
  })

  test('names the open view and the page’s failed requests in the error, then closes the modal', async () => {
    const { page } = demo
    const missing = `${inject('world').apiUrl}/this-route-does-not-exist`
    await page.evaluate((url) => fetch(url).catch(() => undefined), missing)
    await page.locator('portico-connect-button').click()
    await dialog(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
    const error = { message: 'Test timed out in 180000ms.', stack: 'Error: Test timed out in 180000ms.' }
    await explainFailure({ name: 'a send', result: { state: 'fail', errors: [error] } })
    expect(error.message).toMatch(/^Test timed out in 180000ms\.\n\[failed\] a send\n/)
    expect(error.message).toMatch(/modal: .*heading "Connect wallet"/)
    expect(error.message).toContain(`GET ${missing}`)
    expect(error.stack).toContain('[failed] a send')
    await expect(dialog(page).isVisible()).resolves.toBe(false)
  })

  test('leaves a passing test’s errors as they are', async () => {
    const error = { message: 'unchanged' }
    await explainFailure({ name: 'a pass', result: { state: 'pass', errors: [error] } })
    expect(error.message).toBe('unchanged')
  })
})
