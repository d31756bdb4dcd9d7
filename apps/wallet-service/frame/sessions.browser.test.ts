// @vitest-environment node
// Sessions from the wallet's smart account in the frame, on the devnet (the Delegation Framework's contracts) with
// our bundler and the API (session records, paymaster): an e-mail user on the smart account grants an app's fresh
// session key 10 USDC for an hour, the key spends within it with no prompt and is stopped by the chain past it, the
// grant is listed, the user revokes it, a session ends at its expiry; requests the wallet must refuse grant nothing.
import { join } from 'node:path'
import {
  createSessionDelegation,
  decodePermissionContext,
  describeSessionDelegation,
  encodePermissionContext,
  parseSessionRequests,
  readSessionState,
} from '@portico/adapter-evm/sessions'
import { skipBrowser } from '@portico/dev-utils'
import { type Address, type Hex, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { smartAccountSignatureDeployData } from './smartAccount.js'
import { ok, type Reply, request, syncApp } from './test/appPage.js'
import type { Device } from './test/frameSession.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'
import {
  approvalFor,
  approvalRows,
  chainTime,
  type GrantedSession,
  isDisabled,
  sessionKeyWallet,
  showsApproval,
  tokenSessionRequest,
  travel,
} from './test/sessionSteps.js'
import { approve, chainOf, signUp } from './test/smartAccountSteps.js'
import { SPONSOR_NAME, startSmartAccountServices } from './test/smartAccountWorld.js'

describe.skipIf(skipBrowser)('sessions from the smart account in the wallet frame', () => {
  let world: FrameWorld
  let device: Device
  let owner: Address
  let smart: Address
  let granted: GrantedSession
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const shop = privateKeyToAccount(generatePrivateKey()).address
  const rpc = (method: string, params?: unknown) =>
    request(device.page, 'RPC_REQUEST', { chainId: 31337, method, ...(params !== undefined && { params }) })
  const resultOf = <T>(reply: Reply | null): T => {
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    return (reply!.payload as { result: T }).result
  }
  const contracts = () => {
    const { addresses } = chainOf(world).chain
    return { delegationManager: addresses.delegationManager, enforcers: addresses.sessionEnforcers }
  }
  const key = () => {
    const { chain, client } = chainOf(world)
    return sessionKeyWallet(sessionKey, chain.rpcUrl, client)
  }
  const inAnHour = async () =>
    Math.max(Math.floor(Date.now() / 1000), await chainTime(chainOf(world).client)) + 3600

  beforeAll(async () => {
    world = await startFrameWorld({
      page: { height: 680 },
      smartAccount: (devnet) => startSmartAccountServices(devnet, { sessions: true }),
    })
    device = await world.openApp(undefined, '/', { width: 800, height: 760 })
    await syncApp(device.page, world.networks())
    await signUp(world, device.page, device.frame, `sessions-${process.pid}-${Date.now()}@example.com`)
    owner = ((await ok(device.page, 'GET_USER', { chainId: 31337 })) as { address: Address }).address
    smart = await chainOf(world).counterfactual(owner)
    await chainOf(world).giveUsdc(smart, 20_000_000n)
  })

  afterAll(async () => {
    await world?.stop()
  })

  test('the wallet offers both allowances where the network has sessions, as a read without a prompt', async () => {
    expect(resultOf(await rpc('wallet_getSupportedExecutionPermissions'))).toEqual({
      'erc20-token-allowance': { chainIds: ['0x7a69'], ruleTypes: ['expiry'] },
      'native-token-allowance': { chainIds: ['0x7a69'], ruleTypes: ['expiry', 'payee'] },
    })
    expect(await showsApproval(device.frame)).toBe(false)
  })

  test('on the regular account a request is refused: sessions need the Smart account type', async () => {
    const { chain } = chainOf(world)
    const ask = tokenSessionRequest({
      from: owner,
      to: sessionKey.address,
      token: chain.addresses.usdc,
      amount: 1_000_000n,
      expiry: await inAnHour(),
    })
    const reply = await rpc('wallet_requestExecutionPermissions', [ask])
    expect(reply?.payload).toMatchObject({ code: 4100, message: expect.stringMatching(/Smart account/) })
    expect(await showsApproval(device.frame)).toBe(false)
    expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([])
  })

  test('on the smart account, the approval shows exactly the session: account, key, 10 USDC, expiry', async () => {
    const { chain } = chainOf(world)
    await ok(device.page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const expiry = await inAnHour()
    const ask = tokenSessionRequest({
      from: smart,
      to: sessionKey.address,
      token: chain.addresses.usdc,
      amount: 10_000_000n,
      expiry,
    })
    const pending = rpc('wallet_requestExecutionPermissions', [ask])
    const text = await approvalFor(device.frame, pending)
    expect(text).toContain('Allow a session')
    expect(text).toContain(`Request from ${world.appOrigin}`)
    expect(text).toContain('wallet_requestExecutionPermissions')
    const timeZone = await device.frame.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const shownExpiry = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long', timeZone })
    // What matters first (Approve can sit over the lower rows): the limit and the expiry.
    expect(await approvalRows(device.frame)).toEqual([
      ['Spending limit', '10 USDC'],
      ['Expires', shownExpiry.format(new Date(expiry * 1000))],
      ['Token', 'USDC'],
      ['Contract', chain.addresses.usdc],
      ['Session key', sessionKey.address],
      [
        'Session',
        'Until it expires, the app’s session key may spend up to this limit from your smart account without asking you again. You can revoke it at any time.',
      ],
      ['Smart account', smart],
    ])
    await device.frame.waitForFunction(
      () => !document.querySelector('button.primary')?.hasAttribute('disabled'),
    )
    await device.page.screenshot({ path: '/tmp/sessions-grant.png' })
    await device.page.screenshot({ path: join(screenshots, 'approve-session-grant.png') })
    await approve(device.frame)
    const answers = resultOf<GrantedSession[]>(await pending)
    expect(answers).toHaveLength(1)
    granted = answers[0]!
    // The answer is the request as asked plus what redeeming needs: the account has no code yet, so its deployment.
    expect(granted).toEqual({
      ...ask,
      context: expect.stringMatching(/^0x[0-9a-f]+$/),
      delegationManager: chain.addresses.delegationManager,
      dependencies: [
        {
          factory: chain.addresses.porticoAccountFactory,
          factoryData: smartAccountSignatureDeployData(owner),
        },
      ],
    })
    expect(parseSessionRequests('wallet_requestExecutionPermissions', [ask])[0]?.request).toEqual(ask)
    const [delegation, ...more] = decodePermissionContext(granted.context)
    expect(more).toEqual([])
    expect(describeSessionDelegation(delegation!, contracts())).toEqual({
      signer: sessionKey.address,
      account: smart,
      permission: { type: 'erc20-token-allowance', token: chain.addresses.usdc, allowance: 10_000_000n },
      expiry,
    })
    expect(await showsApproval(device.frame)).toBe(false)
  })

  test('the session key spends 4 USDC twice with no prompt; a third 4 USDC is refused by the chain', async () => {
    const { chain, client, usdcOf, giveEth } = chainOf(world)
    await giveEth(sessionKey.address, parseEther('1'))
    // The first redemption deploys the account (the grant's dependency), then transfers from it.
    expect(await key().transfer(granted, chain.addresses.usdc, shop, 4_000_000n)).toBe('success')
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    expect(await key().transfer(granted, chain.addresses.usdc, shop, 4_000_000n)).toBe('success')
    expect(await showsApproval(device.frame)).toBe(false)
    await expect(key().transfer(granted, chain.addresses.usdc, shop, 4_000_000n)).rejects.toThrow(
      /allowance-exceeded/,
    )
    expect(await usdcOf(shop)).toBe(8_000_000n)
    expect(await usdcOf(smart)).toBe(12_000_000n)
    const [delegation] = decodePermissionContext(granted.context)
    const reader = client as Parameters<typeof readSessionState>[0]
    expect(await readSessionState(reader, { delegation: delegation!, contracts: contracts() })).toEqual({
      spent: 8_000_000n,
      disabled: false,
    })
  })

  test('wallet_getGrantedExecutionPermissions lists the grant as answered, without a prompt', async () => {
    expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([granted])
    expect(await showsApproval(device.frame)).toBe(false)
  })

  test('Reject answers 4001 and grants nothing', async () => {
    const { chain } = chainOf(world)
    const ask = tokenSessionRequest({
      from: smart,
      to: sessionKey.address,
      token: chain.addresses.usdc,
      amount: 5_000_000n,
      expiry: await inAnHour(),
    })
    const pending = rpc('wallet_requestExecutionPermissions', [ask])
    await approvalFor(device.frame, pending)
    await device.frame.getByRole('button', { name: 'Reject' }).click()
    expect((await pending)?.payload).toMatchObject({ code: 4001 })
    expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([granted])
  })

  test('attacks: an unknown permission, a past expiry, a junk or foreign context — each refused, nothing granted', async () => {
    const { chain } = chainOf(world)
    const base = { from: smart, to: sessionKey.address, token: chain.addresses.usdc, amount: 1_000_000n }
    const unknown = tokenSessionRequest({ ...base, expiry: await inAnHour(), type: 'erc20-token-stream' })
    expect((await rpc('wallet_requestExecutionPermissions', [unknown]))?.payload).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/permission\.type/),
    })
    const past = tokenSessionRequest({ ...base, expiry: Math.floor(Date.now() / 1000) - 60 })
    expect((await rpc('wallet_requestExecutionPermissions', [past]))?.payload).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/expiry|timestamp/),
    })
    expect(
      (await rpc('wallet_revokeExecutionPermission', { permissionContext: '0xdeadbeef' }))?.payload,
    ).toMatchObject({ code: -32602, message: expect.stringMatching(/permissionContext/) })
    // A well-formed session of this account that its owner never signed.
    const [mine] = parseSessionRequests('wallet_requestExecutionPermissions', [
      tokenSessionRequest({ ...base, expiry: await inAnHour() }),
    ])
    const forged = createSessionDelegation({ account: smart, request: mine!, contracts: contracts() })
    const forgedContext = encodePermissionContext([{ ...forged, signature: `0x${'11'.repeat(65)}` as Hex }])
    expect(
      (await rpc('wallet_revokeExecutionPermission', { permissionContext: forgedContext }))?.payload,
    ).toMatchObject({ code: -32602, message: 'permissionContext: is not a session this account granted' })
    // EIP-2255's wallet_revokePermissions (a disconnect) is not a session's revoke.
    expect((await rpc('wallet_revokePermissions', [{ eth_accounts: {} }]))?.payload).toMatchObject({
      code: 4200,
    })
    expect(await showsApproval(device.frame)).toBe(false)
    expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([granted])
  })

  test('revoking shows the session; after Approve the chain disables it, the API lists it no more, it spends nothing', async () => {
    const { chain, client, usdcOf } = chainOf(world)
    const pending = rpc('wallet_revokeExecutionPermission', { permissionContext: granted.context })
    const text = await approvalFor(device.frame, pending)
    expect(text).toContain('Revoke session')
    expect(text).toContain(`Gas sponsored by ${SPONSOR_NAME}`)
    const rows = await approvalRows(device.frame)
    expect(rows).toContainEqual(['Session key', sessionKey.address])
    await device.frame.waitForFunction(
      () => !document.querySelector('button.primary')?.hasAttribute('disabled'),
    )
    expect(rows).toContainEqual(['Spending limit', '10 USDC'])
    await device.page.screenshot({ path: join(screenshots, 'approve-session-revoke.png') })
    await approve(device.frame)
    expect(resultOf(await pending)).toEqual({})
    const [delegation] = decodePermissionContext(granted.context)
    expect(await isDisabled(client, chain.addresses.delegationManager, delegation!)).toBe(true)
    expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([])
    await expect(key().transfer(granted, chain.addresses.usdc, shop, 1_000_000n)).rejects.toThrow(
      /CannotUseADisabledDelegation|0x05baa052/,
    )
    expect(await usdcOf(shop)).toBe(8_000_000n)
  })

  test('the older dialect: wallet_grantPermissions of 0.01 ETH to any recipient spends as plain transfers only; wallet_revokePermissions ends it', async () => {
    const { chain, client, giveEth, usdcOf } = chainOf(world)
    await giveEth(smart, parseEther('1'))
    const otherKey = privateKeyToAccount(generatePrivateKey())
    const ask = {
      chainId: '0x7a69',
      address: smart,
      expiry: await inAnHour(),
      signer: { type: 'account', data: { address: otherKey.address } },
      permission: { type: 'native-token-transfer', data: { allowance: numberToHex(parseEther('0.01')) } },
      policies: [],
    }
    const pending = rpc('wallet_grantPermissions', [ask])
    await approvalFor(device.frame, pending)
    const rows = await approvalRows(device.frame)
    expect(rows).toContainEqual(['Session key', otherKey.address])
    expect(rows).toContainEqual(['Spending limit', '0.01 ETH'])
    expect(rows).toContainEqual(['Recipients', 'Any recipient'])
    await approve(device.frame)
    const [answer] = resultOf<Record<string, unknown>[]>(await pending)
    // The account has code: no accountMeta.
    expect(answer).toEqual({
      ...ask,
      context: expect.stringMatching(/^0x[0-9a-f]+$/),
      signerMeta: { delegationManager: chain.addresses.delegationManager },
    })
    const native: GrantedSession = {
      context: answer!.context as Hex,
      delegationManager: chain.addresses.delegationManager,
      dependencies: [],
    }
    await giveEth(otherKey.address, parseEther('1'))
    const other = sessionKeyWallet(otherKey, chain.rpcUrl, client)
    const before = await client.getBalance({ address: shop })
    expect(await other.redeem(native, [{ to: shop, value: parseEther('0.004') }])).toBe('success')
    expect(await client.getBalance({ address: shop })).toBe(before + parseEther('0.004'))
    // A value-0 token transfer is a call with data: not what a native allowance lets the key do.
    await expect(other.transfer(native, chain.addresses.usdc, shop, 1_000_000n)).rejects.toThrow(
      /ExactCalldataEnforcer:invalid-calldata/,
    )
    expect(await usdcOf(shop)).toBe(8_000_000n)

    const revoked = rpc('wallet_revokePermissions', [{ permissionContext: native.context }])
    expect(await approvalFor(device.frame, revoked)).toContain('0.01 ETH')
    await approve(device.frame)
    expect(resultOf(await revoked)).toEqual({})
    const [delegation] = decodePermissionContext(native.context)
    expect(await isDisabled(client, chain.addresses.delegationManager, delegation!)).toBe(true)
    await expect(other.redeem(native, [{ to: shop, value: 1n }])).rejects.toThrow(
      /CannotUseADisabledDelegation|0x05baa052/,
    )
  })

  test('a session ends at its expiry: past it the chain refuses a redemption', async () => {
    const { chain, client, usdcOf } = chainOf(world)
    const expiry = await inAnHour()
    const ask = tokenSessionRequest({
      from: smart,
      to: sessionKey.address,
      token: chain.addresses.usdc,
      amount: 2_000_000n,
      expiry,
    })
    const pending = rpc('wallet_requestExecutionPermissions', [ask])
    await approvalFor(device.frame, pending)
    await approve(device.frame)
    const [second] = resultOf<GrantedSession[]>(await pending)
    // The account has code now: nothing to deploy first.
    expect(second?.dependencies).toEqual([])
    expect(await key().transfer(second!, chain.addresses.usdc, shop, 1_000_000n)).toBe('success')
    await travel(client, expiry - (await chainTime(client)) + 1)
    await expect(key().transfer(second!, chain.addresses.usdc, shop, 1_000_000n)).rejects.toThrow(
      /expired-delegation/,
    )
    expect(await usdcOf(shop)).toBe(9_000_000n)
  })

  test('a network without sessions answers unsupported (4200)', async () => {
    const networks = world.networks().map((network) => {
      if (!network.smartAccount) return network
      const { sessions: _sessions, ...service } = network.smartAccount
      return { ...network, smartAccount: service }
    })
    await syncApp(device.page, networks)
    try {
      expect(resultOf(await rpc('wallet_getSupportedExecutionPermissions'))).toEqual({})
      const reply = await rpc('wallet_revokeExecutionPermission', { permissionContext: granted.context })
      expect(reply?.payload).toMatchObject({ code: 4200 })
      expect(resultOf(await rpc('wallet_getGrantedExecutionPermissions'))).toEqual([])
    } finally {
      await syncApp(device.page, world.networks())
    }
  })
})
