import { skipBrowser } from '@portico/dev-utils'
import { devnetAccount } from '@portico/devnet/contracts'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startViteExample, walletContext } from './world.js'

// examples/react as a developer gets it: installed from the packed tarballs, built with Vite; in Chromium a
// person connects the dev wallet with the ConnectButton, sees the address, chain id and balance from the hooks,
// and signs a message.
describe.skipIf(skipBrowser)('examples/react', () => {
  let example: Awaited<ReturnType<typeof startViteExample>>
  beforeAll(async () => {
    example = await startViteExample('react', (w) => {
      const chain = w.devnet.chains[0]!
      return { VITE_CHAIN_ID: String(chain.chainId), VITE_RPC_URL: chain.rpcUrl }
    })
    // What the built bundle holds, from its source maps: no copyleft or gateway-licensed code.
    expect(example.licenceProblems).toEqual([])
  }, 240_000)
  afterAll(() => example?.stop())

  test('connect with the ConnectButton; the hooks show address, chain and balance; sign a message', async () => {
    const chain = example.world.devnet.chains[0]!
    const address = devnetAccount(4).address
    const context = await walletContext(example.browser, [chain], 4)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(example.site.url)
    await page.getByText('Not connected.').waitFor()
    await page.locator('portico-connect-button').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Dev Wallet/ })
      .click()
    const account = page.getByTestId('account')
    await account.getByText(`${address} on chain ${chain.chainId}`).waitFor({ timeout: 20_000 })
    await account.getByText(/ETH$/).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signed = (await page.getByTestId('signature').textContent())?.replace(
      'Signed: ',
      '',
    ) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from a React app', signature: signed })).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})
