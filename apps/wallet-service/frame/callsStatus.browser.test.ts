// @vitest-environment node
// ERC-5792 wallet_showCallsStatus in the wallet frame, on the devnet with our bundler and the API's paymaster: an
// e-mail user sends a batch (wallet_sendCalls) from the smart account and from the EOA, and the app asks the wallet
// to show each batch's status: the frame shows it (confirmed, the network, the hashes, the bundler for the user
// operation) with one Close button, and answers null when the user closes it. An id that is malformed or names no
// batch is refused with no view.
import { join } from 'node:path'
import { skipBrowser } from '@portico/dev-utils'
import { type Address, type Hex, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ok, type Reply, request, syncApp } from './test/appPage.js'
import type { Device } from './test/frameSession.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'
import { approvalText, approve, chainOf, signUp, usdcTransfer } from './test/smartAccountSteps.js'
import { startSmartAccountServices } from './test/smartAccountWorld.js'

describe.skipIf(skipBrowser)("a sent batch's status in the wallet frame", () => {
  let world: FrameWorld
  let device: Device
  let owner: Address
  let smart: Address
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const rpc = (method: string, params?: unknown) =>
    request(device.page, 'RPC_REQUEST', { chainId: 31337, method, ...(params !== undefined && { params }) })
  const resultOf = <T>(reply: Reply | null): T => {
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    return (reply!.payload as { result: T }).result
  }
  const statusView = () => device.frame.locator('[data-view="info"]')

  /** Sends `batch` after the user's Approve and waits until wallet_getCallsStatus says it is confirmed. */
  async function sendConfirmed(batch: Record<string, unknown>) {
    const pending = rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', ...batch }])
    await approvalText(device.frame)
    await approve(device.frame)
    const { id } = resultOf<{ id: Hex }>(await pending)
    const status = async () =>
      resultOf<{ status: number; receipts: { transactionHash: Hex }[] }>(
        await rpc('wallet_getCallsStatus', [id]),
      )
    await expect.poll(async () => (await status()).status, { timeout: 30_000 }).toBe(200)
    return { id, hashes: (await status()).receipts.map((receipt) => receipt.transactionHash) }
  }

  beforeAll(async () => {
    world = await startFrameWorld({ smartAccount: (devnet) => startSmartAccountServices(devnet) })
    device = await world.openApp()
    await syncApp(device.page, world.networks())
    await signUp(world, device.page, device.frame, `calls-${process.pid}-${Date.now()}@example.com`)
    owner = ((await ok(device.page, 'GET_USER', { chainId: 31337 })) as { address: Address }).address
    smart = await chainOf(world).counterfactual(owner)
  })

  afterAll(async () => {
    await world?.stop()
  })

  test("the smart account's batch: the view shows it confirmed through the bundler, and Close answers null", async () => {
    const { chain, giveUsdc } = chainOf(world)
    await ok(device.page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await giveUsdc(smart, 5_000_000n)
    const { id, hashes } = await sendConfirmed({
      from: smart,
      atomicRequired: true,
      calls: [
        usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n),
        usdcTransfer(chain.addresses.usdc, recipient, 2_000_000n),
      ],
    })
    expect(hashes).toHaveLength(1)
    const shown = rpc('wallet_showCallsStatus', [id])
    const view = statusView()
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Transaction status')
    const text = (await view.textContent()) ?? ''
    expect(text).toContain(`Request from ${world.appOrigin}`)
    expect(text).toContain('StatusConfirmed')
    expect(text).toContain('NetworkDevnet')
    expect(text).toContain('The network’s bundler, as a user operation')
    expect(await view.locator('dd.mono', { hasText: hashes[0]! }).count()).toBe(1)
    expect(await view.locator('dd.mono', { hasText: `0x${id.slice(-64)}` }).count()).toBe(1)
    // Information only: one button, Close, and nothing to approve or reject.
    expect(await view.getByRole('button').allTextContents()).toEqual(['Close'])
    await device.page.screenshot({ path: '/tmp/show-calls-status.png' })
    await device.page.screenshot({ path: join(screenshots, 'show-calls-status.png') })
    // The answer waits for the user: a later request is answered while this one still waits.
    let answered = false
    void shown.then(() => {
      answered = true
    })
    expect((await rpc('eth_chainId'))?.payload).toEqual({ result: '0x7a69' })
    expect(answered).toBe(false)
    await view.getByRole('button', { name: 'Close' }).click()
    expect((await shown)?.payload).toEqual({ result: null })
    expect(await statusView().count()).toBe(0)
  })

  test("the EOA's batch of two transactions: both hashes are shown; Escape closes it as Close does", async () => {
    const { chain, giveEth } = chainOf(world)
    await ok(device.page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    await giveEth(owner, parseEther('10'))
    const to = chain.addresses.testAccounts[1]!
    const { id, hashes } = await sendConfirmed({
      from: owner,
      calls: [
        { to, value: numberToHex(parseEther('0.1')) },
        { to, value: numberToHex(parseEther('0.2')) },
      ],
    })
    expect(hashes).toHaveLength(2)
    const shown = rpc('wallet_showCallsStatus', [id])
    const view = statusView()
    await view.waitFor()
    const text = (await view.textContent()) ?? ''
    expect(text).toContain('StatusConfirmed')
    expect(text).toContain(`Transaction 1${hashes[0]}`)
    expect(text).toContain(`Transaction 2${hashes[1]}`)
    expect(text).not.toContain('bundler')
    await device.page.screenshot({ path: join(screenshots, 'show-calls-status-eoa.png') })
    await view.press('Escape')
    expect((await shown)?.payload).toEqual({ result: null })
  })

  test('a malformed id is refused with -32602 and an unknown one with 5730, and no view shows', async () => {
    const unknownOperation = `0x01${(31337).toString(16).padStart(62, '0')}${'ab'.repeat(32)}`
    const unknownTransaction = `0x${(31337).toString(16).padStart(64, '0')}${'cd'.repeat(32)}`
    const otherChain = `0x01${(999).toString(16).padStart(62, '0')}${'ab'.repeat(32)}`
    for (const [params, code] of [
      [['0x1234'], -32602],
      [['not hex'], -32602],
      [[], -32602],
      [[unknownOperation], 5730],
      [[unknownTransaction], 5730],
      [[otherChain], 5730],
    ] as const) {
      const reply = await rpc('wallet_showCallsStatus', params)
      expect(reply, JSON.stringify(params)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code } })
      expect(await statusView().count()).toBe(0)
    }
  })
})
