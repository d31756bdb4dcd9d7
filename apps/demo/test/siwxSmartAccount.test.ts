import { devnetAccount, smartAccountFactoryAbi } from '@portico/devnet/contracts'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, type OpenDemoOptions, openDemo, screenshot } from './harness.js'

// Sign in with a smart account: the EVM dev wallet acts as a smart-account wallet (it shares the contract
// account's address and signs with its owner key), the demo (`?siwx=required`) asks for the signature and the
// local API verifies it on the devnet — by ERC-1271 for the deployed SmartAccount, by ERC-6492 for an account the
// factory has not deployed yet. Nothing is faked.
const world = inject('world')
const chain = world.chains[0]!
const client = createPublicClient({ transport: http(chain.rpcUrl) })
const owner = devnetAccount(0).address

/** The devnet's smart-account factory and the account it deployed for test account 0 (salt 0). */
async function devnetSmartAccount(): Promise<{ factory: Address; account: Address }> {
  const created = await client.getContractEvents({
    abi: smartAccountFactoryAbi,
    eventName: 'AccountCreated',
    args: { owner },
    fromBlock: 0n,
  })
  const deployment = created.find((log) => log.args.salt === 0n)
  if (!deployment?.args.account) throw new Error('the devnet deployed no smart account for test account 0')
  return { factory: deployment.address, account: deployment.args.account }
}

/** An account the factory would deploy for test account 0 with `salt`, and the call that deploys it. */
async function counterfactual(factory: Address, salt: bigint) {
  const address = await client.readContract({
    address: factory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  })
  const factoryData = encodeFunctionData({
    abi: smartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  return { address, factory, factoryData }
}

const deployed = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'

type SiwxDemo = Demo & { status(): Promise<string | null> }

/** The demo with sign-in required, the dev wallet acting as `smartAccount`. */
async function openSmartAccountDemo(browser: Browser, options: OpenDemoOptions): Promise<SiwxDemo> {
  const demo = await openDemo(browser, { ...options, theme: 'dark', query: 'siwx=required' })
  return { ...demo, status: () => demo.page.getByTestId('siwx-status').getAttribute('data-status') }
}

/** The page as it ended (test-results/screenshots/siwx-smart-last-*.png, for a failure), then closed. */
async function finish(demo: SiwxDemo) {
  await screenshot(
    demo.page,
    `siwx-smart-last-${expect.getState().currentTestName?.replace(/\W+/g, '-').slice(-50)}`,
  ).catch(() => undefined)
  if (demo.errors.length) console.log(expect.getState().currentTestName, demo.errors)
  await demo.close()
}

const signView = (page: Page) => dialog(page).locator('portico-siwx-sign-message-view')
const signButton = (page: Page) => signView(page).getByRole('button', { name: 'Sign', exact: true })

/** Connects the dev wallet from the header, then signs when the sign-message view asks. */
async function connectAndSign(page: Page) {
  await page.locator('portico-connect-button').click()
  await dialog(page)
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  await signButton(page).waitFor()
  await signButton(page).click()
}

/** The API's answer to GET /v1/auth/me with the session token the page keeps. */
async function me(page: Page) {
  const stored = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.siwx'))
    return key ? window.localStorage.getItem(key) : null
  })
  const sessions = Object.values(JSON.parse(stored ?? '{}') as Record<string, { token: string }>)
  expect(sessions).toHaveLength(1)
  const response = await fetch(`${world.apiUrl}/v1/auth/me?projectId=${world.projectId}`, {
    headers: { authorization: `Bearer ${sessions[0]!.token}` },
  })
  return { status: response.status, body: (await response.json()) as { address?: string; chainId?: string } }
}

describe.skipIf(skipBrowser)('sign in with a smart account', () => {
  let browser: Browser
  let devnet: Awaited<ReturnType<typeof devnetSmartAccount>>
  beforeAll(async () => {
    browser = await connectBrowser()
    devnet = await devnetSmartAccount()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('a deployed smart account signs in by ERC-1271: the session is the smart account’s', async () => {
    const demo = await openSmartAccountDemo(browser, { smartAccount: { address: devnet.account } })
    try {
      const { page } = demo
      await connectAndSign(page)
      await dialog(page).waitFor({ state: 'hidden' })
      await expect.poll(() => demo.status()).toBe('signedIn')
      expect(await page.getByTestId('siwx-address').textContent()).toBe(devnet.account)
      expect(await page.getByTestId('siwx-chain').textContent()).toBe(`eip155:${chain.chainId}`)
      const answer = await me(page)
      expect(answer.status).toBe(200)
      expect(answer.body.address?.toLowerCase()).toBe(devnet.account.toLowerCase())
      await screenshot(page, 'siwx-smart-account-signed-in-dark')
      expect(demo.errors).toEqual([])
    } finally {
      await finish(demo)
    }
  })

  test('a counterfactual smart account signs in by ERC-6492 and stays undeployed', async () => {
    const account = await counterfactual(devnet.factory, 6_492n)
    expect(await deployed(account.address)).toBe(false)
    const demo = await openSmartAccountDemo(browser, { smartAccount: account })
    try {
      const { page } = demo
      await connectAndSign(page)
      await dialog(page).waitFor({ state: 'hidden' })
      await expect.poll(() => demo.status()).toBe('signedIn')
      expect(await page.getByTestId('siwx-address').textContent()).toBe(account.address)
      const answer = await me(page)
      expect(answer.status).toBe(200)
      expect(answer.body.address?.toLowerCase()).toBe(account.address.toLowerCase())
      // The API simulated the deployment to check the signature; nothing was deployed.
      expect(await deployed(account.address)).toBe(false)
      expect(demo.errors).toEqual([])
    } finally {
      await finish(demo)
    }
  })

  test('a smart account whose signature does not verify: This application might not support Smart Accounts', async () => {
    // Test account 1's key does not own the devnet's smart account: the contract refuses its signature.
    const demo = await openSmartAccountDemo(browser, {
      account: 1,
      smartAccount: { address: devnet.account },
    })
    try {
      const { page } = demo
      await connectAndSign(page)
      await signView(page).getByText('This application might not support Smart Accounts').waitFor()
      expect(await demo.status()).not.toBe('signedIn')
      // Sign-in is required: the view stays open and offers to try again; nothing was stored.
      expect(await dialog(page).isVisible()).toBe(true)
      await screenshot(page, 'siwx-smart-account-refused-dark')
      expect(
        await page.evaluate(() => Object.keys(window.localStorage).some((name) => name.endsWith('.siwx'))),
      ).toBe(false)
    } finally {
      await finish(demo)
    }
  })
})
