// @vitest-environment node
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type SafeHost, startSafeHost } from '@portico/dev-wallet/safe'
import { type Devnet, startDevnet } from '@portico/devnet'
import { devnetPrivateKey } from '@portico/devnet/contracts'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { createPublicClient, getAddress, type Hex, http, parseAbi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startAppServer } from './test/appServer.js'
import { startScriptedHost } from './test/scriptedHost.js'

// The connector in Chromium, between real frames: a Safe host page (the dev wallet's, a real Safe on anvil) on
// one loopback origin, the app (core, the EVM adapter and `safe(...)`) in its iframe on another.

type TestApi = {
  ready(): Promise<void>
  state(): { status: string; origin?: string; error?: string; info?: { safeAddress: string } }
  account(): { status: string; address?: string } | undefined
  signMessage(message: string): Promise<Hex>
  send(to: string, value: string): Promise<Hex>
  atomic(): Promise<boolean>
  batch(calls: { to: string; value: string }[]): Promise<Hex>
  failure(method: string, params: unknown[]): Promise<number | undefined>
  request(method: string, params: unknown[]): Promise<unknown>
  disconnect(): Promise<void>
}
declare global {
  interface Window {
    test: TestApi
  }
}

const recipient = '0x000000000000000000000000000000000000bEEF'

describe.skipIf(skipBrowser)('the Safe connector in a Safe host', () => {
  let devnet: Devnet
  let host: SafeHost
  let other: SafeHost
  let app: Awaited<ReturnType<typeof startAppServer>>
  let scripted: Awaited<ReturnType<typeof startScriptedHost>>
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    devnet = await startDevnet({ chainIds: [31337] })
    const chain = devnet.chains[0]!
    const ownerKeys = [devnetPrivateKey(8)]
    const options = { rpcUrl: chain.rpcUrl, chainId: chain.chainId, ownerKeys, approve: 'auto' } as const
    ;[app, scripted, browser] = await Promise.all([
      startAppServer(),
      startScriptedHost(),
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
    ])
    // One after the other: both pay from the same owner key.
    host = await startSafeHost(options)
    other = await startSafeHost(options)
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([host?.stop(), other?.stop(), app?.stop(), scripted?.stop()])
    await devnet?.stop()
  })
  afterEach(async () => {
    await page?.context().close()
  })

  const appUrl = (origins: string[]) => {
    const chain = devnet.chains[0]!
    return `${app.url}?${new URLSearchParams({ chainId: String(chain.chainId), rpc: chain.rpcUrl, origins: origins.join(',') })}`
  }
  const client = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  const safeNonce = () =>
    client().readContract({
      address: host.safeAddress,
      abi: parseAbi(['function nonce() view returns (uint256)']),
      functionName: 'nonce',
    })

  /** The app's frame in the host page, once its script ran. */
  async function appFrame(target: Page, url: string): Promise<Frame> {
    await target.goto(url)
    const frame = await (await target.waitForSelector('iframe#app')).contentFrame()
    await frame!.waitForFunction(() => window.test !== undefined)
    return frame!
  }

  test('connects to the Safe with no prompt, signs for ERC-1271, sends through the Safe, and restores on reload', async () => {
    page = await (await browser.newContext()).newPage()
    let frame = await appFrame(page, host.appUrl(appUrl([host.origin])))
    await frame.evaluate(() => window.test.ready())
    expect(await frame.evaluate(() => window.test.state())).toMatchObject({
      status: 'connected',
      origin: host.origin,
    })
    expect(await frame.evaluate(() => window.test.account())).toEqual({
      status: 'connected',
      address: host.safeAddress,
    })

    const signature = await frame.evaluate(() => window.test.signMessage('hello from a Safe App'))
    expect(
      await client().verifyMessage({
        address: host.safeAddress,
        message: 'hello from a Safe App',
        signature,
      }),
    ).toBe(true)

    const before = await client().getBalance({ address: recipient })
    const safeTxHash = await frame.evaluate((to) => window.test.send(to, '12345'), recipient)
    await expect.poll(() => client().getBalance({ address: recipient })).toBe(before + 12345n)
    // The safeTxHash is no on-chain hash; a receipt asked by it is the executed transaction's (getTxBySafeTxHash).
    // (null until the host reports the execution mined)
    const receiptOf = () =>
      frame.evaluate(
        (hash) => window.test.request('eth_getTransactionReceipt', [hash]),
        safeTxHash,
      ) as Promise<{
        status: string
        transactionHash: Hex
      } | null>
    await expect.poll(async () => (await receiptOf())?.status).toBe('0x1')
    const receipt = (await receiptOf())!
    expect(receipt.status).toBe('0x1')
    expect(receipt.transactionHash).not.toBe(safeTxHash)
    await expect.poll(() => page.locator('#requests li[data-state=done]').count()).toBe(2)

    frame = await appFrame(page, page.url())
    await frame.evaluate(() => window.test.ready())
    expect(await frame.evaluate(() => window.test.account())).toEqual({
      status: 'connected',
      address: host.safeAddress,
    })
  })

  test('a call batch (EIP-5792) is one Safe transaction: atomic supported, pending until executed, then its receipt', async () => {
    page = await (await browser.newContext()).newPage()
    const frame = await appFrame(page, host.appUrl(appUrl([host.origin])))
    await frame.evaluate(() => window.test.ready())
    const chainHex = `0x${devnet.chains[0]!.chainId.toString(16)}`
    expect(await frame.evaluate(() => window.test.atomic())).toBe(true)
    expect(
      await frame.evaluate(
        (safe) => window.test.request('wallet_getCapabilities', [safe, ['0x1']]),
        host.safeAddress,
      ),
    ).toEqual({})

    const before = await client().getBalance({ address: recipient })
    const nonce = await safeNonce()
    const batch = {
      version: '2.0.0',
      chainId: chainHex,
      from: host.safeAddress,
      atomicRequired: true,
      calls: [
        { to: recipient, value: '0x5' },
        { to: recipient, value: '0x6', data: '0x' },
      ],
    }
    const status = (id: string) =>
      frame.evaluate((id) => window.test.request('wallet_getCallsStatus', [id]), id) as Promise<{
        status: number
        atomic: boolean
        receipts?: { status: string; transactionHash: Hex }[]
      }>
    // The chain mines only when told: the Safe's execution is sent, not yet mined.
    await client().request({ method: 'evm_setAutomine', params: [false] } as never)
    let id: string
    try {
      ;({ id } = (await frame.evaluate(
        (batch) => window.test.request('wallet_sendCalls', [batch]),
        batch,
      )) as {
        id: string
      })
      expect(await status(id)).toMatchObject({
        status: 100,
        atomic: true,
        version: '2.0.0',
        chainId: chainHex,
      })
      await client().request({ method: 'evm_mine', params: [] } as never)
      await expect.poll(async () => (await status(id)).status).toBe(200)
    } finally {
      await client().request({ method: 'evm_setAutomine', params: [true] } as never)
    }
    const { receipts } = await status(id)
    expect(receipts).toHaveLength(1)
    expect(receipts![0]!.status).toBe('0x1')
    const executed = await client().getTransaction({ hash: receipts![0]!.transactionHash })
    expect(executed.to?.toLowerCase()).toBe(host.safeAddress.toLowerCase())
    expect(await safeNonce()).toBe(nonce + 1n)
    expect(await client().getBalance({ address: recipient })).toBe(before + 11n)

    // Through the adapter, as the kit's swap sends approve + swap: one Safe transaction, waited for until mined.
    const hash = await frame.evaluate(
      (to) =>
        window.test.batch([
          { to, value: '7' },
          { to, value: '8' },
        ]),
      recipient,
    )
    expect((await client().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await safeNonce()).toBe(nonce + 2n)
    expect(await client().getBalance({ address: recipient })).toBe(before + 26n)

    // The app's own id names the batch; atomicity not required is atomic all the same.
    const named = { ...batch, id: 'portico-batch-1', atomicRequired: false }
    expect(await frame.evaluate((named) => window.test.request('wallet_sendCalls', [named]), named)).toEqual({
      id: 'portico-batch-1',
    })
    await expect.poll(async () => (await status('portico-batch-1')).status).toBe(200)
    expect(await client().getBalance({ address: recipient })).toBe(before + 37n)

    // What a Safe cannot take is refused with EIP-5792's codes, and nothing is proposed.
    const refused = (changes: Record<string, unknown>) =>
      frame.evaluate((batch) => window.test.failure('wallet_sendCalls', [batch]), { ...batch, ...changes })
    expect(await refused({ chainId: '0x1' })).toBe(5710)
    expect(await refused({ from: recipient })).toBe(4100)
    expect(await refused({ capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } })).toBe(5700)
    expect(await refused({ id: 'portico-batch-1' })).toBe(5720)
    expect(
      await frame.evaluate(() => window.test.failure('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])),
    ).toBe(5730)
    expect(await safeNonce()).toBe(nonce + 3n)
  })

  test('outside a frame the connector is unavailable and its code never loads', async () => {
    page = await (await browser.newContext()).newPage()
    const start = app.requested.length
    await page.goto(appUrl([host.origin]))
    await page.waitForFunction(() => window.test !== undefined)
    await page.evaluate(() => window.test.ready())
    expect(await page.evaluate(() => window.test.state().status)).toBe('unavailable')
    expect(await page.evaluate(() => window.test.account()?.status)).toBe('disconnected')
    expect(app.controllerChunk).toBeDefined()
    expect(app.requested.slice(start)).not.toContain(app.controllerChunk)
  })

  test('in a host whose origin is not allowed, nothing is asked and nothing connects', async () => {
    page = await (await browser.newContext()).newPage()
    const start = app.requested.length
    const frame = await appFrame(page, other.appUrl(appUrl([host.origin])))
    await frame.evaluate(() => window.test.ready())
    expect(await frame.evaluate(() => window.test.state().status)).toBe('unavailable')
    expect(await frame.evaluate(() => window.test.account()?.status)).toBe('disconnected')
    expect(app.requested.slice(start)).not.toContain(app.controllerChunk)
  })

  test("answers with another id, a broken envelope, a version below 1 or from another frame are ignored; the host's real one counts", async () => {
    page = await (await browser.newContext()).newPage()
    const chainId = devnet.chains[0]!.chainId
    await page.goto(scripted.url(appUrl([scripted.origin]), 'junk', chainId))
    const frame = page.frames().find((entry) => entry.url().startsWith(app.url))!
    await frame.waitForFunction(() => window.test !== undefined)
    await frame.evaluate(() => window.test.ready())
    expect(await frame.evaluate(() => window.test.account())).toEqual({
      status: 'connected',
      address: getAddress('0x00000000000000000000000000000000000000a1'),
    })
  })

  test('an answer whose data fails its schema connects nothing', async () => {
    page = await (await browser.newContext()).newPage()
    await page.goto(scripted.url(appUrl([scripted.origin]), 'malformed', devnet.chains[0]!.chainId))
    const frame = page.frames().find((entry) => entry.url().startsWith(app.url))!
    await frame.waitForFunction(() => window.test !== undefined)
    await frame.evaluate(() => window.test.ready())
    expect(await frame.evaluate(() => window.test.state())).toMatchObject({
      status: 'error',
      error: 'The Safe answered with an unexpected message',
    })
    expect(await frame.evaluate(() => window.test.account()?.status)).toBe('disconnected')
  })
})
