// @vitest-environment node
// The wallet's EOA upgraded in place with EIP-7702, in the frame, on the devnet (Prague) with our bundler and the
// API's ERC-7677 paymaster: where the network names a Simple7702Account, an e-mail user approves the upgrade in the
// frame and keeps their address; the first USDC send (no ETH) is a sponsored user operation that carries the
// EOA's authorization, after which the EOA's code delegates to the implementation; signatures verify for the same
// address before and after; an atomic wallet_sendCalls from another user's EOA shows the upgrade in its approval.
import { join } from 'node:path'
import { skipBrowser } from '@portico/dev-utils'
import { entryPointAbi, SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import type { NetworkInfo } from '@portico/embedded-wallet/protocol'
import { type Address, concat, type Hex, isErc6492Signature, parseEventLogs, stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ok, type Reply, request, syncApp } from './test/appPage.js'
import type { Device } from './test/frameSession.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'
import { approvalText, approve, chainOf, signUp, usdcTransfer } from './test/smartAccountSteps.js'
import { SPONSOR_NAME, startSmartAccountServices } from './test/smartAccountWorld.js'

const delegation = concat(['0xef0100', SIMPLE_7702_ACCOUNT_ADDRESS]).toLowerCase()

describe.skipIf(skipBrowser)("the EOA's in-place upgrade (EIP-7702) in the wallet frame", () => {
  let world: FrameWorld
  let device: Device
  let owner: Address
  let upgradeText: string
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  /** The world's networks, the smart-account one naming the devnet's Simple7702Account. */
  const networks = (): NetworkInfo[] =>
    world
      .networks()
      .map((network) =>
        network.smartAccount
          ? { ...network, smartAccount: { ...network.smartAccount, eip7702: SIMPLE_7702_ACCOUNT_ADDRESS } }
          : network,
      )
  const rpcOn = (on: Device, method: string, params?: unknown) =>
    request(on.page, 'RPC_REQUEST', { chainId: 31337, method, ...(params !== undefined && { params }) })
  const rpc = (method: string, params?: unknown) => rpcOn(device, method, params)
  const resultOf = <T>(reply: Reply | null): T => {
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    return (reply!.payload as { result: T }).result
  }
  const codeOf = async (address: Address) =>
    ((await chainOf(world).client.getCode({ address })) ?? '0x').toLowerCase()
  /** A new e-mail user on a new device of the app, with the upgrade offered. */
  async function newUser(name: string): Promise<{ on: Device; eoa: Address }> {
    const on = await world.openApp()
    await syncApp(on.page, networks())
    await signUp(world, on.page, on.frame, `${name}-${process.pid}-${Date.now()}@example.com`)
    const user = (await ok(on.page, 'GET_USER', { chainId: 31337 })) as { address: Address }
    return { on, eoa: user.address }
  }

  beforeAll(async () => {
    world = await startFrameWorld({ smartAccount: startSmartAccountServices })
    ;({ on: device, eoa: owner } = await newUser('seven'))
    const network = networks().find((entry) => entry.smartAccount)!.name
    upgradeText = `This account becomes a smart account on ${network}. Its address stays the same.`
  })

  afterAll(async () => {
    await world?.stop()
  })

  test('on a network that offers the upgrade the EOA is `ready` to batch atomically, and not upgraded yet', async () => {
    expect(await ok(device.page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: owner,
      preferredAccountType: 'eoa',
      eoaUpgraded: false,
    })
    expect((await rpc('wallet_getCapabilities', [owner]))?.payload).toEqual({
      result: { '0x7a69': { atomic: { status: 'ready' } } },
    })
  })

  test('the upgrade waits for Approve in the frame, which says what happens; Reject keeps the EOA', async () => {
    const { page, frame } = device
    const rejected = request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount', mode: 'eip7702' })
    const text = await approvalText(frame)
    expect(text).toContain('Upgrade account')
    expect(text).toContain(upgradeText)
    expect(text).toContain(owner)
    await page.screenshot({ path: join(screenshots, 'approve-eip7702-upgrade.png') })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toMatchObject({ type: 'SET_PREFERRED_ACCOUNT_ERROR', payload: { code: 4001 } })
    expect(await ok(page, 'GET_USER', { chainId: 31337 })).toMatchObject({ preferredAccountType: 'eoa' })

    const approved = request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount', mode: 'eip7702' })
    expect(await approvalText(frame)).toContain(upgradeText)
    await approve(frame)
    expect((await approved)?.payload).toEqual({ type: 'smartAccount', address: owner, mode: 'eip7702' })
    expect(await ok(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: owner,
      preferredAccountType: 'smartAccount',
      smartAccountMode: 'eip7702',
      smartAccountDeployed: false,
      eoaUpgraded: false,
    })
    expect((await rpc('eth_accounts'))?.payload).toEqual({ result: [owner] })
    expect((await rpc('wallet_getCapabilities', [owner]))?.payload).toEqual({
      result: { '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } } },
    })
    // Nothing is on the chain until the first operation.
    expect(await codeOf(owner)).toBe('0x')
  })

  test('before the upgrade lands a signed message verifies for the same address (no ERC-6492 wrapping)', async () => {
    const message = 'Hello from an EOA about to be upgraded'
    const pending = rpc('personal_sign', [stringToHex(message), owner])
    await approvalText(device.frame)
    await approve(device.frame)
    const signature = resultOf<Hex>(await pending)
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await chainOf(world).client.verifyMessage({ address: owner, message, signature })).toBe(true)
  })

  test('the first USDC send with no ETH is one sponsored operation that carries the upgrade', async () => {
    const { client, usdcOf, giveUsdc, chain } = chainOf(world)
    await giveUsdc(owner, 10_000_000n)
    expect(await client.getBalance({ address: owner })).toBe(0n)
    const pending = rpc('eth_sendTransaction', [
      { from: owner, ...usdcTransfer(chain.addresses.usdc, recipient, 2_500_000n) },
    ])
    const text = await approvalText(device.frame)
    expect(text).toContain(upgradeText)
    expect(text).toContain(`Gas sponsored by ${SPONSOR_NAME}`)
    expect(text).toContain('2.5 USDC')
    await device.page.screenshot({ path: join(screenshots, 'approve-eip7702-first-send.png') })
    await approve(device.frame)
    const receipt = await client.getTransactionReceipt({ hash: resultOf<Hex>(await pending) })
    expect(receipt.status).toBe('success')
    const events = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    expect(events.filter((event) => event.eventName === 'UserOperationEvent')).toMatchObject([
      { args: { sender: owner, paymaster: chain.addresses.porticoPaymaster, success: true } },
    ])
    expect(await codeOf(owner)).toBe(delegation)
    expect(await usdcOf(recipient)).toBe(2_500_000n)
    expect(await usdcOf(owner)).toBe(7_500_000n)
    expect(await client.getBalance({ address: owner })).toBe(0n)
    expect(await ok(device.page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: owner,
      smartAccountMode: 'eip7702',
      smartAccountDeployed: true,
      eoaUpgraded: true,
    })
  })

  test('once upgraded a signed message verifies (ERC-1271 of the Simple7702Account) and a batch needs no upgrade', async () => {
    const { usdcOf, chain, client } = chainOf(world)
    const message = 'Hello from the upgraded EOA'
    const signing = rpc('personal_sign', [stringToHex(message), owner])
    await approvalText(device.frame)
    await approve(device.frame)
    const signature = resultOf<Hex>(await signing)
    expect(await client.verifyMessage({ address: owner, message, signature })).toBe(true)
    expect(await client.verifyMessage({ address: owner, message: 'another', signature })).toBe(false)

    const second = privateKeyToAccount(generatePrivateKey()).address
    const pending = rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: owner,
        atomicRequired: true,
        calls: [
          usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n),
          usdcTransfer(chain.addresses.usdc, second, 500_000n),
        ],
      },
    ])
    const text = await approvalText(device.frame)
    expect(text).not.toContain(upgradeText)
    await approve(device.frame)
    const { id } = resultOf<{ id: Hex }>(await pending)
    const status = async () => resultOf<{ status: number }>(await rpc('wallet_getCallsStatus', [id]))
    await expect.poll(async () => (await status()).status, { timeout: 30_000 }).toBe(200)
    expect(await usdcOf(recipient)).toBe(3_500_000n)
    expect(await usdcOf(second)).toBe(500_000n)
  })

  test("an atomic wallet_sendCalls from another user's EOA shows the upgrade in the same approval", async () => {
    const { usdcOf, chain, giveUsdc } = chainOf(world)
    const { on, eoa } = await newUser('atomic')
    await giveUsdc(eoa, 3_000_000n)
    const third = privateKeyToAccount(generatePrivateKey()).address
    const pending = rpcOn(on, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: eoa,
        atomicRequired: true,
        calls: [
          usdcTransfer(chain.addresses.usdc, third, 1_000_000n),
          usdcTransfer(chain.addresses.usdc, third, 2_000_000n),
        ],
      },
    ])
    const text = await approvalText(on.frame)
    expect(text).toContain('Send 2 calls')
    expect(text).toContain(upgradeText)
    expect(text).toContain(`Gas sponsored by ${SPONSOR_NAME}`)
    await approve(on.frame)
    const { id } = resultOf<{ id: Hex }>(await pending)
    const status = async () => resultOf<{ status: number }>(await rpcOn(on, 'wallet_getCallsStatus', [id]))
    await expect.poll(async () => (await status()).status, { timeout: 30_000 }).toBe(200)
    expect(await usdcOf(third)).toBe(3_000_000n)
    expect(await codeOf(eoa)).toBe(delegation)
    // Approving the upgrade chose it: the EOA now answers as the upgraded account.
    expect(await ok(on.page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: eoa,
      preferredAccountType: 'smartAccount',
      smartAccountMode: 'eip7702',
      eoaUpgraded: true,
    })
  })
})
