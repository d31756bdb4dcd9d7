// @vitest-environment node
// The wallet's ERC-4337 smart account in the frame, on the devnet with our bundler and the API's ERC-7677
// paymaster (USDC transfers sponsored for the project): an e-mail user switches to the smart account, signs
// before and after its deployment, sends USDC with sponsored gas (deployment and transfer in one operation),
// batches atomically, meets a spent budget, and switches back. One world and one user for the walk.
import { join } from 'node:path'
import { skipBrowser } from '@portico/dev-utils'
import { entryPointAbi } from '@portico/devnet/contracts'
import { type Address, type Hex, isErc6492Signature, parseEther, parseEventLogs, stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ok, type Reply, request, syncApp } from './test/appPage.js'
import type { Device } from './test/frameSession.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'
import { approvalText, approve, chainOf, signUp, usdcTransfer } from './test/smartAccountSteps.js'
import { type SmartAccountWorld, SPONSOR_NAME, startSmartAccountServices } from './test/smartAccountWorld.js'
import { startTamperingBundler } from './test/tamperingBundler.js'

describe.skipIf(skipBrowser)('the smart account in the wallet frame', () => {
  let world: FrameWorld
  let services: SmartAccountWorld
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
  const verify = (message: string, signature: Hex) =>
    chainOf(world).client.verifyMessage({ address: smart, message, signature })

  beforeAll(async () => {
    world = await startFrameWorld({
      smartAccount: async (devnet) => (services = await startSmartAccountServices(devnet)),
    })
    device = await world.openApp()
    await syncApp(device.page, world.networks())
    await signUp(world, device.page, device.frame, `sam-${process.pid}-${Date.now()}@example.com`)
  })

  afterAll(async () => {
    await world?.stop()
  })

  test('the user switches to the smart account and sees its counterfactual address', async () => {
    const { page } = device
    const { counterfactual } = chainOf(world)
    expect(await ok(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    expect(await ok(page, 'INIT_SMART_ACCOUNT_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [31337] })
    const user = (await ok(page, 'GET_USER', { chainId: 31337 })) as { address: Address }
    owner = user.address
    smart = await counterfactual(owner)
    expect(user).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      accounts: [
        { address: owner, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
    })
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
      mode: 'counterfactual',
    })
    expect(await ok(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountMode: 'counterfactual',
      smartAccountDeployed: false,
    })
    expect((await rpc('eth_accounts'))?.payload).toEqual({ result: [smart] })
    expect((await rpc('eth_requestAccounts'))?.payload).toEqual({ result: [smart] })
    expect((await rpc('wallet_getCapabilities', [smart]))?.payload).toEqual({
      result: { '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } } },
    })
    // Remembered on the device: a reload of the app finds the smart account again.
    await device.page.reload()
    device.frame = device.page.frame({ url: (url) => url.href.startsWith(`${world.serviceUrl}/frame`) })!
    await syncApp(device.page, world.networks())
    expect(await ok(device.page, 'GET_USER', { chainId: 31337 })).toMatchObject({ address: smart })
  })

  test('before deployment a signed message is ERC-6492-wrapped, and viem verifies it for the smart account', async () => {
    const message = 'Hello from a smart account that does not exist yet'
    const pending = rpc('personal_sign', [stringToHex(message), smart])
    const text = await approvalText(device.frame)
    expect(text).toContain('Smart account')
    expect(text).toContain(smart)
    await approve(device.frame)
    const signature = resultOf<Hex>(await pending)
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await verify(message, signature)).toBe(true)
    expect(await verify('another message', signature)).toBe(false)
    // The EOA's own signature of the same message is not the smart account's.
    await ok(device.page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    const eoaSigned = rpc('personal_sign', [stringToHex(message), owner])
    await approvalText(device.frame)
    await approve(device.frame)
    const eoaSignature = resultOf<Hex>(await eoaSigned)
    expect(
      await chainOf(world).client.verifyMessage({ address: owner, message, signature: eoaSignature }),
    ).toBe(true)
    expect(await verify(message, eoaSignature)).toBe(false)
    await ok(device.page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })

    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Example', version: '1', chainId: 31337 },
      message: { contents: 'Hello, typed' },
    } as const
    const typed = rpc('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])
    expect(await approvalText(device.frame)).toContain('Smart account')
    await approve(device.frame)
    const typedSignature = resultOf<Hex>(await typed)
    expect(isErc6492Signature(typedSignature)).toBe(true)
    expect(
      await chainOf(world).client.verifyTypedData({
        address: smart,
        ...typedData,
        signature: typedSignature,
      }),
    ).toBe(true)
  })

  test('a USDC send is one sponsored operation that deploys the account; its ETH is untouched', async () => {
    const { client, usdcOf, paymasterDeposit, giveUsdc, chain } = chainOf(world)
    await giveUsdc(smart, 10_000_000n)
    const [ownerEth, depositBefore] = await Promise.all([
      client.getBalance({ address: owner }),
      paymasterDeposit(),
    ])
    const pending = rpc('eth_sendTransaction', [
      { from: smart, ...usdcTransfer(chain.addresses.usdc, recipient, 2_500_000n) },
    ])
    const text = await approvalText(device.frame)
    expect(text).toContain(`Gas sponsored by ${SPONSOR_NAME}`)
    expect(text).toContain('2.5 USDC')
    await device.page.screenshot({ path: join(screenshots, 'approve-smart-account-sponsored.png') })
    await approve(device.frame)
    const reply = await pending
    const receipt = await client.getTransactionReceipt({ hash: resultOf<Hex>(reply) })
    expect(receipt.status).toBe('success')
    // One operation: the account's deployment and the transfer, paid by the paymaster.
    const events = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    expect(events.filter((event) => event.eventName === 'AccountDeployed')).toMatchObject([
      { args: { sender: smart, factory: chain.addresses.porticoAccountFactory } },
    ])
    expect(events.filter((event) => event.eventName === 'UserOperationEvent')).toMatchObject([
      { args: { sender: smart, paymaster: chain.addresses.porticoPaymaster, success: true } },
    ])
    expect(await usdcOf(recipient)).toBe(2_500_000n)
    expect(await usdcOf(smart)).toBe(7_500_000n)
    expect(await client.getBalance({ address: smart })).toBe(0n)
    expect(await client.getBalance({ address: owner })).toBe(ownerEth)
    expect(await paymasterDeposit()).toBeLessThan(depositBefore)
    expect(await ok(device.page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      smartAccountDeployed: true,
    })
  })

  test('once deployed a signed message is the account ERC-1271 signature, verified as such', async () => {
    const message = 'Hello again, now deployed'
    const pending = rpc('personal_sign', [stringToHex(message), smart])
    await approvalText(device.frame)
    await approve(device.frame)
    const signature = resultOf<Hex>(await pending)
    expect(isErc6492Signature(signature)).toBe(false)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verify(message, signature)).toBe(true)
  })

  test('wallet_sendCalls of two transfers lands atomically in one operation; wallet_getCallsStatus says 200', async () => {
    const { usdcOf, chain } = chainOf(world)
    const second = privateKeyToAccount(generatePrivateKey()).address
    const pending = rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: smart,
        atomicRequired: true,
        calls: [
          usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n),
          usdcTransfer(chain.addresses.usdc, second, 500_000n),
        ],
      },
    ])
    const text = await approvalText(device.frame)
    expect(text).toContain('Send 2 calls')
    expect(text).toContain(`Gas sponsored by ${SPONSOR_NAME}`)
    await approve(device.frame)
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const { id } = (reply!.payload as { result: { id: Hex } }).result
    const status = async () => resultOf<{ status: number }>(await rpc('wallet_getCallsStatus', [id]))
    await expect.poll(async () => (await status()).status, { timeout: 30_000 }).toBe(200)
    const final = (await status()) as unknown as {
      atomic: boolean
      receipts: { status: Hex }[]
      chainId: Hex
    }
    expect(final).toMatchObject({ atomic: true, chainId: '0x7a69', receipts: [{ status: '0x1' }] })
    expect(await usdcOf(recipient)).toBe(3_500_000n)
    expect(await usdcOf(second)).toBe(500_000n)
  })

  test('a send refused by the spent budget shows the refusal: with no ETH nothing moves, with ETH the account pays', async () => {
    const { usdcOf, client, chain, giveEth } = chainOf(world)
    // The project `spent` has a daily budget of one wei per account: the paymaster refuses its final data.
    const networks = world.networks().map((network) =>
      network.smartAccount
        ? {
            ...network,
            smartAccount: {
              ...network.smartAccount,
              paymasterUrl: `${services.api.url}/v1/paymaster?projectId=spent`,
            },
          }
        : network,
    )
    await syncApp(device.page, networks)
    const before = await usdcOf(smart)
    const pending = rpc('eth_sendTransaction', [
      { from: smart, ...usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n) },
    ])
    const text = await approvalText(device.frame)
    expect(text).toContain("Not sponsored: Today's gas sponsorship for this account is spent")
    expect(text).toContain('Your smart account has too little ETH to pay the gas, so this cannot be sent.')
    expect(await device.frame.locator('button.primary').count()).toBe(0)
    await device.page.screenshot({ path: join(screenshots, 'approve-smart-account-refused.png') })
    await device.frame.getByRole('button', { name: 'Reject' }).click()
    const reply = await pending
    expect(reply).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: {
        message: expect.stringMatching(
          /does not sponsor this operation \(Today's gas sponsorship for this account is spent\), and the smart account has too little ETH/,
        ),
      },
    })
    expect(await usdcOf(smart)).toBe(before)
    expect(await client.getBalance({ address: smart })).toBe(0n)

    // With ETH of its own, the account pays the gas of the operation the paymaster refused.
    await giveEth(smart, parseEther('1'))
    const paid = rpc('eth_sendTransaction', [
      { from: smart, ...usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n) },
    ])
    const paidText = await approvalText(device.frame)
    expect(paidText).toContain("Not sponsored: Today's gas sponsorship for this account is spent")
    expect(paidText).toContain('Your smart account pays the gas in ETH.')
    await approve(device.frame)
    resultOf<Hex>(await paid)
    expect(await usdcOf(smart)).toBe(before - 1_000_000n)
    expect(await client.getBalance({ address: smart })).toBeLessThan(parseEther('1'))
    await syncApp(device.page, world.networks())
  })

  test('attacks: an unknown chain, a paymaster URL that is not http(s), a bundler with malformed answers', async () => {
    const { page } = device
    const { usdcOf, chain } = chainOf(world)
    await ok(page, 'SWITCH_NETWORK', { chainId: 999 })
    expect((await request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))?.payload).toMatchObject({
      code: 4901,
    })
    await ok(page, 'SWITCH_NETWORK', { chainId: 31337 })
    for (const url of ['javascript:alert(1)', 'ftp://127.0.0.1/pm', 'not a url']) {
      const reply = await rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: smart,
          calls: [usdcTransfer(chain.addresses.usdc, recipient, 1n)],
          capabilities: { paymasterService: { url } },
        },
      ])
      expect(reply?.payload, url).toMatchObject({
        code: -32602,
        message: expect.stringMatching(/http\(s\) url/),
      })
    }
    // A bundler that answers eth_sendUserOperation and eth_getUserOperationReceipt with nonsense.
    const tampering = await startTamperingBundler(services.service.bundlerUrl)
    try {
      const networks = world
        .networks()
        .map((network) =>
          network.smartAccount
            ? { ...network, smartAccount: { ...network.smartAccount, bundlerUrl: tampering.url } }
            : network,
        )
      await syncApp(page, networks)
      const before = await usdcOf(smart)
      const pending = rpc('eth_sendTransaction', [
        { from: smart, ...usdcTransfer(chain.addresses.usdc, recipient, 1_000_000n) },
      ])
      await approvalText(device.frame)
      await approve(device.frame)
      expect((await pending)?.payload).toMatchObject({
        message: 'The bundler answered eth_sendUserOperation a hash that is not an ERC-4337 answer',
      })
      const id = `0x01${'7a69'.padStart(62, '0')}${'ab'.repeat(32)}`
      expect((await rpc('wallet_getCallsStatus', [id]))?.payload).toMatchObject({
        message: 'The bundler answered eth_getUserOperationReceipt a receipt that is not an ERC-4337 answer',
      })
      expect(await usdcOf(smart)).toBe(before)
    } finally {
      await syncApp(page, world.networks())
      await tampering.close()
    }
  })

  test('switching back to the EOA answers the EOA again', async () => {
    const { page } = device
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address: owner })
    expect(await ok(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      address: owner,
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    })
    expect((await rpc('eth_accounts'))?.payload).toEqual({ result: [owner] })
    expect((await rpc('wallet_getCapabilities', [owner]))?.payload).toEqual({ result: { '0x7a69': {} } })
  })
})
