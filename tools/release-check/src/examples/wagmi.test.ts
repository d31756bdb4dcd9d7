import { skipBrowser } from '@portico/dev-utils'
import { devnetAccount, usdCoinAbi } from '@portico/devnet/contracts'
import { createPublicClient, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startViteExample, walletContext } from './world.js'

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

// examples/wagmi as a developer gets it: installed from the packed tarballs, built with Vite; in Chromium a
// person connects the dev wallet through Portico's modal, wagmi's useAccount shows the account and wagmi's
// useWriteContract sends 1 USDC on it; connecting with wagmi's own button shows the account in Portico.
describe.skipIf(skipBrowser)('examples/wagmi', () => {
  let example: Awaited<ReturnType<typeof startViteExample>>
  beforeAll(async () => {
    example = await startViteExample('wagmi', (w) => {
      const chain = w.devnet.chains[0]!
      return {
        VITE_CHAIN_ID: String(chain.chainId),
        VITE_RPC_URL: chain.rpcUrl,
        VITE_TOKEN_ADDRESS: chain.addresses.usdc,
        VITE_RECEIVER: RECEIVER,
      }
    })
    // What the built bundle holds, from its source maps: no copyleft or gateway-licensed code.
    expect(example.licenceProblems).toEqual([])
  }, 240_000)
  afterAll(() => example?.stop())

  test("connect through Portico's modal; wagmi's useAccount shows it and useWriteContract sends 1 USDC", async () => {
    const chain = example.world.devnet.chains[0]!
    // Test account 2 holds USDC on the devnet.
    const address = devnetAccount(2).address
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const balance = () =>
      client.readContract({
        address: chain.addresses.usdc,
        abi: usdCoinAbi,
        functionName: 'balanceOf',
        args: [RECEIVER],
      })
    const before = await balance()
    const context = await walletContext(example.browser, [chain], 2)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(example.site.url)
    await page.getByText('wagmi: not connected.').waitFor()
    await page.locator('portico-connect-button').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    await page
      .getByTestId('wagmi-account')
      .getByText(`wagmi: ${address} on chain ${chain.chainId}`)
      .waitFor({ timeout: 20_000 })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Send 1 USDC with wagmi' }).click()
    await page.getByTestId('hash').waitFor({ timeout: 20_000 })
    const deadline = Date.now() + 20_000
    while ((await balance()) === before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await balance()) - before).toBe(parseUnits('1', 6))
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  test("connect with wagmi's own button; Portico's button shows the account", async () => {
    const chain = example.world.devnet.chains[0]!
    const address = devnetAccount(2).address
    const context = await walletContext(example.browser, [chain], 2)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(example.site.url)
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page.getByTestId('wagmi-account').getByText(address).waitFor({ timeout: 20_000 })
    // Portico's account button shows the address shortened, e.g. 0x3C…4293BC.
    await page
      .locator('portico-connect-button')
      .getByText(new RegExp(`^${address.slice(0, 4)}…\\w*${address.slice(-4)}$`, 'i'))
      .waitFor({ timeout: 20_000 })
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})
