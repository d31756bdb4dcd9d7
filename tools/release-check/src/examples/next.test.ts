import { type ChildProcess, spawn } from 'node:child_process'
import { renameSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { freePort, skipBrowser } from '@portico/dev-utils'
import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { installExample } from '../installExample.js'
import { run } from '../pack.js'
import { root } from '../workspace.js'
import { launchChromium, startWorld, walletContext } from './world.js'

const SCREENSHOTS = new URL('../../test-results/', import.meta.url).pathname

// examples/next as a developer gets it: installed from the packed tarballs, `next build`, `next start`. A person
// connects the dev wallet; on reload the server renders the account from the request's cookies and React
// hydrates it without a mismatch.
describe.skipIf(skipBrowser)('examples/next', () => {
  let world: Awaited<ReturnType<typeof startWorld>>
  let server: ChildProcess | undefined
  let url: string
  let browser: Browser
  beforeAll(async () => {
    let app: string
    ;[world, app] = await Promise.all([startWorld(), installExample('next')])
    const next = join(app, 'node_modules/next/dist/bin/next')
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
    widenTurbopackRoot(app)
    await run(process.execPath, [next, 'build'], { cwd: app, env, maxBuffer: 64 * 1024 * 1024 })
    const chain = world.devnet.chains[0]!
    const port = await freePort()
    url = `http://127.0.0.1:${port}/`
    server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: app,
      env: {
        ...env,
        PORTICO_CHAIN_ID: String(chain.chainId),
        PORTICO_RPC_URL: chain.rpcUrl,
        PORTICO_API_URL: world.api.url,
      },
      stdio: 'pipe',
    })
    // Ready once it answers the page.
    for (
      let waited = 0;
      (await fetch(url).then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      waited += 250
    ) {
      if (waited > 60_000) throw new Error('next start did not answer within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    server?.kill()
    await world?.stop()
  })

  test('connect, reload: the account is in the server-rendered HTML and hydration reports nothing', async () => {
    const chain = world.devnet.chains[0]!
    const address = devnetAccount(3).address
    const context = await walletContext(browser, [chain], 3)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text())
    })
    await page.goto(url)
    await page.getByTestId('account').getByText('Not connected').waitFor()
    // The server rendered the bare element; it became the button once the browser loaded the elements.
    await page.locator('portico-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await page.getByTestId('account').getByText(`Account ${address}`).waitFor({ timeout: 20_000 })

    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    // Rendered on the server from the cookies: the address, before any script ran.
    expect(html).toContain(`Account ${address}`)
    await page.getByTestId('account').getByText('(connected)').waitFor({ timeout: 20_000 })
    await page.screenshot({ path: join(SCREENSHOTS, 'next-reloaded.png') })
    expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)
})

/**
 * Turbopack (Next 16's default build, the one apps get) compiles only files under its root, the app's folder.
 * This install links the packages' dependencies to the workspace's copies, outside the app: the installed
 * copy's config keeps the example's and widens the root to the folder holding both. An app installed from the
 * registry has every file under its folder and needs no such line.
 */
function widenTurbopackRoot(app: string) {
  let common = app
  while (!root.startsWith(`${common}${sep}`) && dirname(common) !== common) common = dirname(common)
  renameSync(join(app, 'next.config.mjs'), join(app, 'next.config.example.mjs'))
  writeFileSync(
    join(app, 'next.config.mjs'),
    `import example from './next.config.example.mjs'\nexport default { ...example, turbopack: { root: ${JSON.stringify(common)} } }\n`,
  )
}
