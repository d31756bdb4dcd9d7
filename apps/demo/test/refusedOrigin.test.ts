import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser } from './harness.js'

// The demo served to an origin the API's project does not allow (`refused.localhost`, which Chromium resolves
// to this machine; the project allows http://localhost:* and http://127.0.0.1:*). CORS names only allowed
// origins, so the page cannot read the API's refusals; the kit asks the origin check and shows the alert
// instead of failing silently.
describe.skipIf(skipBrowser)('a page on an origin the project refuses', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser?.close())

  test("shows 'Invalid App Configuration' and reads none of the API's data", async () => {
    const url = new URL(inject('demoUrl'))
    url.hostname = 'refused.localhost'
    const context = await browser.newContext()
    const page = await context.newPage()
    const blocked: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(inject('world').apiUrl)) blocked.push(new URL(request.url()).pathname)
    })
    await page.goto(url.toString())
    await page.locator('portico-connect-button').click()
    await page.getByText('Invalid App Configuration').first().waitFor()
    // The API's answers were not readable here (the browser failed them); only the origin check was.
    expect(blocked.length).toBeGreaterThan(0)
    expect(blocked).not.toContain('/origin-check')
    await context.close()
  })
})
