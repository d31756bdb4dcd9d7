import { join } from 'node:path'
import { shortenAddress } from '@portico/core'
import { skipBrowser } from '@portico/dev-utils'
import { devnetAccount } from '@portico/devnet/contracts'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listFiles } from '../installExample.js'
import { startViteExample, walletContext } from './world.js'

// examples/vanilla as a developer gets it: installed from the packed tarballs, built with Vite, served as
// static files; then a person connects the dev wallet with the page's own <portico-connect-button> and sends
// ETH through the modal on the local devnet.
const SCREENSHOTS = new URL('../../test-results/', import.meta.url).pathname

describe.skipIf(skipBrowser)('examples/vanilla', () => {
  let example: Awaited<ReturnType<typeof startViteExample>>
  beforeAll(async () => {
    example = await startViteExample('vanilla', (w) => {
      const chain = w.devnet.chains[0]!
      return {
        VITE_CHAIN_ID: String(chain.chainId),
        VITE_RPC_URL: chain.rpcUrl,
        VITE_API_URL: w.api.url,
        VITE_PROJECT_ID: 'portico-local',
      }
    })
    // What the built bundle holds, from its source maps: no copyleft or gateway-licensed code.
    expect(example.licenceProblems).toEqual([])
  }, 240_000)
  afterAll(() => example?.stop())

  test('the build holds no workspace code: every @portico module came from the tarballs', () => {
    expect(listFiles(join(example.app, 'node_modules/@portico/core'))).toContain('LICENSE')
    expect(listFiles(join(example.app, 'dist')).some((file) => file.endsWith('.js'))).toBe(true)
  })

  test('connect with the page button, then send ETH through the modal', async () => {
    const chain = example.world.devnet.chains[0]!
    const context = await walletContext(example.browser, [chain], 2)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(example.site.url)
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.getByText('Not connected.').waitFor()

    // The element is a box of its own size: a click on its centre is a click on its button.
    await page.locator('portico-connect-button').click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
    await page
      .getByText(`Connected as ${shortenAddress(devnetAccount(2).address)}`)
      .waitFor({ timeout: 20_000 })
    await modal.waitFor({ state: 'hidden' }).catch(() => page.keyboard.press('Escape'))
    await page.screenshot({ path: join(SCREENSHOTS, 'vanilla-connected.png') })

    const receiver = devnetAccount(7).address
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
    await page.waitForTimeout(700) // the receiver is read 300 ms after typing stops
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(() => client.getBalance({ address: receiver }), { timeout: 20_000 })
      .toBe(before + parseEther('0.25'))

    // After a send the modal shows Account; close it and disconnect from the page's own button.
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    await page.locator('#disconnect').click()
    await page.getByText('Not connected.').waitFor()
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})
