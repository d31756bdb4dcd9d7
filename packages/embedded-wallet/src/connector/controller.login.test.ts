import { createConfig, createStorage, isFeatureAvailable, memoryStorage } from '@portico/core'
import { subscribe } from 'valtio/vanilla'
import { afterEach, describe, expect, test } from 'vitest'
import { chainA, configs, destroyConfigs, setup, until } from '../test/controllerWorld.js'
import { CODE, EVM_ADDRESS, SOLANA_ADDRESS, scriptedWallet } from '../test/scriptedFrame.js'
import { getEmbeddedWallet } from './embeddedWallet.js'

// The controller inside a real config, with adapters that connect through the session they are handed and the
// frame scripted in memory (test/controllerWorld.ts): its configuration, and the e-mail login to the end of setup.

afterEach(destroyConfigs)

describe('configuration', () => {
  test("the 'email' and 'socials' features show only with the embeddedWallet plug-in", () => {
    const { config } = setup()
    expect(isFeatureAvailable(config, 'email')).toBe(true)
    expect(isFeatureAvailable(config, 'socials')).toBe(true)
    config.options.setFeatures({ socials: ['farcaster'] })
    expect(isFeatureAvailable(config, 'socials')).toBe(true)
    config.options.setFeatures({ socials: false })
    expect(isFeatureAvailable(config, 'socials')).toBe(false)
    const plain = createConfig({
      networks: [chainA],
      adapters: [],
      storage: memoryStorage(),
      reconnectOnInit: false,
    })
    configs.push(plain)
    expect(getEmbeddedWallet(plain)).toBeUndefined()
    expect(isFeatureAvailable(plain, 'email')).toBe(false)
  })

  test('the AUTH connector serves the config’s eip155 and solana adapters', () => {
    expect(setup().embedded.connector).toEqual({
      id: 'ID_AUTH',
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      chains: ['eip155', 'solana'],
    })
    expect(setup({ solana: false }).embedded.connector.chains).toEqual(['eip155'])
  })

  test('nothing is loaded at creation', async () => {
    const { config, loads } = setup()
    await config.ready
    expect(loads()).toBe(0)
  })
})

describe('e-mail login', () => {
  test('a new user: code, recovery-password setup in the shown frame, then both namespaces connect', async () => {
    const world = setup()
    const { embedded, wallet, config, backend } = world
    const statuses: string[] = []
    subscribe(embedded.state, () => statuses.push(embedded.state.status))

    expect(await embedded.connectEmail(' ada@example.com ')).toEqual({ action: 'VERIFY_OTP' })
    expect(embedded.state).toMatchObject({
      status: 'verifyOtp',
      email: 'ada@example.com',
      action: 'VERIFY_OTP',
    })
    // The frame got the app's data first: metadata, SDK, project and the networks with their RPC.
    expect(wallet.types()).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'CONNECT_EMAIL'])
    expect(wallet.world.received[0]?.payload).toMatchObject({
      sdkType: 'portico',
      projectId: 'portico-local',
      networks: [
        { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:1/31337' },
        { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:1/31338' },
        { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1/solana' },
      ],
    })
    expect(backend.getItem('portico.embeddedWalletLastLogin')).toBe(String(world.clock.now))

    expect(await embedded.verifyOtp(CODE)).toEqual({ wallet: 'create' })
    expect(embedded.state).toMatchObject({ status: 'setupWallet', wallet: 'create' })

    const setupDone = embedded.setupWallet()
    expect(embedded.state.frameVisible).toBe('setup')
    embedded.showFrame({ top: 1, left: 2, width: 300, height: 400 })
    expect(wallet.world.shown).toEqual({ top: 1, left: 2, width: 300, height: 400 })
    await until(() => wallet.world.waiting.has('SETUP_WALLET'))
    wallet.finishSetup()
    await setupDone

    expect(statuses).toContain('connecting')
    expect(embedded.state).toMatchObject({
      status: 'idle',
      frameVisible: undefined,
      error: undefined,
      user: { email: 'ada@example.com', addresses: { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS } },
    })
    expect(wallet.world.shown).toBeUndefined()
    expect(config.account.get('eip155')).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      connectedWalletInfo: { name: 'Email', type: 'AUTH' },
    })
    expect(config.account.get('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    // eip155 was active, so it leads.
    expect(config.network.state.activeChain).toBe('eip155')
    // The login cache: used, e-mail, no wait; each namespace stored with the AUTH connector.
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('embeddedWalletUsed')).toBe(true)
    expect(storage.getItem('embeddedWalletEmail')).toBe('ada@example.com')
    expect(storage.getItem('embeddedWalletLastLogin')).toBeUndefined()
    expect(storage.getItem('connectorIds')).toEqual({ eip155: 'ID_AUTH', solana: 'ID_AUTH' })
  })

  test('a returning user on a verified device connects right after the code', async () => {
    const wallet = scriptedWallet()
    wallet.world.users.set('ada@example.com', { wallet: true, deviceVerified: true })
    const { embedded, config } = setup({ wallet })
    await embedded.connectEmail('ada@example.com')
    expect(await embedded.verifyOtp(CODE)).toEqual({ wallet: 'ready' })
    expect(embedded.state.status).toBe('idle')
    expect(config.isConnected()).toBe(true)
    expect(wallet.types()).not.toContain('SETUP_WALLET')
  })

  test('an invalid address is refused before anything loads', async () => {
    const { embedded, loads } = setup()
    for (const email of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com']) {
      await expect(embedded.connectEmail(email)).rejects.toMatchObject({ name: 'EmailInvalidError' })
    }
    expect(embedded.state).toMatchObject({ status: 'idle', error: { name: 'EmailInvalidError' } })
    expect(loads()).toBe(0)
  })

  test('a second code within 30 s waits: "Please try again after N seconds", N rounded up', async () => {
    const { embedded, clock, wallet } = setup()
    await embedded.connectEmail('ada@example.com')
    clock.now += 12_300
    expect(embedded.cooldownSeconds()).toBe(18)
    await expect(embedded.connectEmail('ada@example.com')).rejects.toMatchObject({
      name: 'EmailCooldownError',
      message: 'Please try again after 18 seconds',
      seconds: 18,
    })
    expect(wallet.types().filter((type) => type === 'CONNECT_EMAIL')).toHaveLength(1)
    // Asking again from the code view keeps the user there.
    expect(embedded.state).toMatchObject({ status: 'verifyOtp', error: { name: 'EmailCooldownError' } })
    clock.now += 17_700
    expect(embedded.cooldownSeconds()).toBe(0)
    expect(await embedded.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_OTP' })
  })

  test("the service's refusals keep their reason: too many codes, a wrong code", async () => {
    const { embedded, wallet } = setup()
    wallet.world.refuseNext = { message: 'Too many requests', reason: 'RATE_LIMITED', retryAfter: 60 }
    await expect(embedded.connectEmail('ada@example.com')).rejects.toMatchObject({
      name: 'EmbeddedWalletRequestError',
      reason: 'RATE_LIMITED',
      retryAfter: 60,
    })
    expect(embedded.state.status).toBe('idle')
    await embedded.connectEmail('ada@example.com')
    await expect(embedded.verifyOtp('000000')).rejects.toMatchObject({ reason: 'OTP_INVALID' })
    expect(embedded.state).toMatchObject({ status: 'verifyOtp', error: { reason: 'OTP_INVALID' } })
  })

  test('a known user on a new device waits for the device link, asking again until it is followed', async () => {
    const wallet = scriptedWallet()
    wallet.world.users.set('ada@example.com', { wallet: true, deviceVerified: false })
    const { embedded } = setup({ wallet })
    expect(await embedded.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_DEVICE' })
    expect(embedded.state.status).toBe('verifyDevice')
    const approval = embedded.connectDevice()
    await until(() => wallet.world.waiting.has('CONNECT_DEVICE'))
    wallet.deviceNotYet()
    await until(() => wallet.types().filter((type) => type === 'CONNECT_DEVICE').length === 2)
    wallet.approveDevice()
    expect(await approval).toEqual({ approved: true })
    expect(embedded.state).toMatchObject({ status: 'verifyOtp', action: 'VERIFY_OTP' })
  })

  test('a dropped network or a busy service while waiting for the device link asks again', async () => {
    const wallet = scriptedWallet()
    wallet.world.users.set('ada@example.com', { wallet: true, deviceVerified: false })
    const { embedded } = setup({ wallet })
    await embedded.connectEmail('ada@example.com')
    const approval = embedded.connectDevice()
    const asked = () => wallet.types().filter((type) => type === 'CONNECT_DEVICE').length
    await until(() => wallet.world.waiting.has('CONNECT_DEVICE'))
    wallet.deviceWaitFails({ message: 'Failed to fetch' })
    await until(() => asked() === 2 && wallet.world.waiting.has('CONNECT_DEVICE'))
    expect(embedded.state).toMatchObject({ status: 'verifyDevice', error: undefined })
    wallet.deviceWaitFails({ message: 'Too many waits are open.', reason: 'RATE_LIMITED', retryAfter: 1 })
    await until(() => asked() === 3 && wallet.world.waiting.has('CONNECT_DEVICE'))
    wallet.approveDevice()
    expect(await approval).toEqual({ approved: true })
  })

  test("a refusal that asking again cannot change (the page's origin) ends the wait for the device link", async () => {
    const wallet = scriptedWallet()
    wallet.world.users.set('ada@example.com', { wallet: true, deviceVerified: false })
    const { embedded } = setup({ wallet })
    await embedded.connectEmail('ada@example.com')
    const refused = embedded.connectDevice()
    await until(() => wallet.world.waiting.has('CONNECT_DEVICE'))
    wallet.deviceWaitFails({ message: 'Origin not allowed', reason: 'ORIGIN_NOT_ALLOWED' })
    await expect(refused).rejects.toMatchObject({ reason: 'ORIGIN_NOT_ALLOWED' })
    expect(embedded.state).toMatchObject({ status: 'verifyDevice', error: { reason: 'ORIGIN_NOT_ALLOWED' } })
  })

  test('cancel stops waiting for the device link', async () => {
    const wallet = scriptedWallet()
    wallet.world.users.set('ada@example.com', { wallet: true, deviceVerified: false })
    const { embedded } = setup({ wallet })
    await embedded.connectEmail('ada@example.com')
    const approval = embedded.connectDevice()
    await until(() => wallet.world.waiting.has('CONNECT_DEVICE'))
    embedded.cancel()
    expect(await approval).toEqual({ approved: false })
    expect(embedded.state).toMatchObject({ status: 'idle', error: undefined })
  })

  test('closing the modal during the setup ends the step without an error', async () => {
    const { embedded, wallet } = setup()
    await embedded.connectEmail('ada@example.com')
    await embedded.verifyOtp(CODE)
    const setupDone = embedded.setupWallet()
    await until(() => wallet.world.waiting.has('SETUP_WALLET'))
    embedded.abortPending()
    await expect(setupDone).rejects.toMatchObject({ name: 'EmbeddedWalletAbortedError' })
    expect(embedded.state).toMatchObject({ status: 'idle', error: undefined, frameVisible: undefined })
  })

  test('long app metadata is cut to what the frame accepts, so the frame still loads', async () => {
    const world = setup()
    world.config.options.state.metadata = {
      name: 'n'.repeat(1000),
      description: 'd'.repeat(5000),
      url: 'https://example.com',
      icons: ['https://example.com/a.png', `https://example.com/${'x'.repeat(3000)}`],
    }
    await world.embedded.connectEmail('ada@example.com')
    const { metadata } = world.wallet.world.received[0]!.payload as {
      metadata: { name: string; description: string; icons: string[] }
    }
    expect([metadata.name.length, metadata.description.length, metadata.icons]).toEqual([
      256,
      2048,
      ['https://example.com/a.png'],
    ])
  })

  test('with the blockchain API, the frame reads and sends EVM transactions through its RPC proxy', async () => {
    const { embedded, wallet } = setup({ api: true })
    await embedded.connectEmail('ada@example.com')
    const { networks } = wallet.world.received[0]!.payload as { networks: { rpcUrl: string }[] }
    expect(networks.map((network) => network.rpcUrl)).toEqual([
      'http://127.0.0.1:9/api/v1?chainId=eip155%3A31337&projectId=portico-local',
      'http://127.0.0.1:9/api/v1?chainId=eip155%3A31338&projectId=portico-local',
      'http://127.0.0.1:1/solana',
    ])
  })
})
