import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { skipBrowser } from '@portico/dev-utils'
import { describe, expect, test } from 'vitest'
import { buildExampleWithVite, installExample, listFiles } from '../installExample.js'
import { launchChromium, serveStatic } from './world.js'

// The Vue and Svelte snippets of the docs, as apps: installed from the packed tarballs and built with Vite; in
// Chromium the page button the framework rendered has its config (it shows "Connect wallet" and opens the modal).
describe.each(['vue', 'svelte'])('examples/%s', (name) => {
  test('installs from the tarballs, builds, and its page button opens the modal', async () => {
    const app = await installExample(name)
    // What the built bundle holds, from its source maps: no copyleft or gateway-licensed code.
    expect(await buildExampleWithVite(app, {})).toEqual([])
    const scripts = listFiles(join(app, 'dist')).filter((file) => file.endsWith('.js'))
    const code = scripts.map((file) => readFileSync(join(app, 'dist', file), 'utf8')).join('\n')
    expect(code).toContain('portico-connect-button')
    if (skipBrowser) return

    const site = await serveStatic(join(app, 'dist'))
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(site.url)
      await page.getByText('Not connected.').waitFor()
      await page.locator('portico-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
      await page.getByRole('dialog').getByRole('heading', { name: 'Connect wallet' }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      await site.close()
    }
  }, 180_000)
})
