import {
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectParameters,
  createConfig,
  createStorage,
  isFeatureAvailable,
  memoryStorage,
  type Network,
  type RemoteWalletSession,
  type RemoteWalletSessionEvent,
  type StorageBackend,
} from '@portico/core'
import { subscribe } from 'valtio/vanilla'
import { afterEach, describe, expect, test } from 'vitest'
import {
  CODE,
  EVM_ADDRESS,
  type ScriptedWallet,
  SOLANA_ADDRESS,
  scriptedWallet,
} from '../test/scriptedFrame.js'
import { embeddedWallet, getEmbeddedWallet } from './embeddedWallet.js'

// The controller inside a real config, with adapters that connect through the session they are handed and the
// frame scripted in memory (test/scriptedFrame.ts).

const evm = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})
const chainA = evm(31337, 'Local A')
const chainB = evm(31338, 'Local B')
const solanaLocal: Network = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}

/** A test adapter that connects through its share of the embedded wallet, as the real adapters do. */
function sessionAdapter(namespace: ChainNamespace) {
  const adapter: ChainAdapter = {
    namespace,
    getConnectors: () => [],
    subscribe: () => () => {},
    connect: async () => {
      throw new Error('replaced below')
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async ({ network }) => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    switchNetwork: async () => {},
    signMessage: async () => ({ signature: '0x' }),
    sendTransfer: async () => ({ hash: '0x01' }),
    estimateFee: async () => null,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
  }
  const held = {
    session: undefined as RemoteWalletSession | undefined,
    events: [] as RemoteWalletSessionEvent[],
  }
  const connectWith = async ({ connectorId, embedded, network }: ConnectParameters) => {
    if (connectorId !== AUTH_CONNECTOR_ID || !embedded) throw new Error(`unexpected connector ${connectorId}`)
    held.session = embedded
    embedded.subscribe((event) => held.events.push(event))
    const accounts = embedded
      .getAccounts()
      .filter((account) => account.startsWith(`${network.caipNetworkId}:`))
      .map((account) => ({ namespace, address: account.split(':')[2] as string, type: 'eoa' as const }))
    return { accounts, caipNetworkId: network.caipNetworkId }
  }
  const wrapped: ChainAdapter = {
    ...adapter,
    connect: connectWith,
    reconnect: async (parameters) => {
      const result = await connectWith(parameters)
      return result.accounts.length ? result : undefined
    },
    disconnect: async () => {},
  }
  return { adapter: wrapped, held }
}

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

function setup(
  options: {
    wallet?: ScriptedWallet
    backend?: StorageBackend
    clock?: { now: number }
    api?: boolean
    solana?: boolean
    /** Without a page (a server render). */
    noDocument?: boolean
  } = {},
) {
  const wallet = options.wallet ?? scriptedWallet()
  const backend = options.backend ?? memoryStorage()
  const clock = options.clock ?? { now: 1_000_000 }
  const evm = sessionAdapter('eip155')
  const solana = sessionAdapter('solana')
  let loads = 0
  const config = createConfig({
    projectId: 'portico-local',
    networks: [chainA, chainB, solanaLocal],
    adapters: options.solana === false ? [evm.adapter] : [evm.adapter, solana.adapter],
    storage: backend,
    now: () => clock.now,
    ...(options.api && { api: { url: 'http://127.0.0.1:9/api/' } }),
    plugins: [
      embeddedWallet({
        url: 'http://127.0.0.1:4600',
        // The scripted frame needs no page; a document must be there for a login to be restored.
        ...(!options.noDocument && { document: {} as Document }),
        load: () => {
          loads++
          return wallet.load()
        },
      }),
    ],
  })
  configs.push(config)
  const embedded = getEmbeddedWallet(config)!
  return { config, embedded, wallet, backend, clock, evm, solana, loads: () => loads }
}

/** A user who went through the login once (a wallet exists, this device is verified). */
async function loggedIn(world = setup()) {
  await world.embedded.connectEmail('ada@example.com')
  const { wallet } = await world.embedded.verifyOtp(CODE)
  if (wallet === 'create') {
    const setupDone = world.embedded.setupWallet()
    await until(() => world.wallet.world.waiting.has('SETUP_WALLET'))
    world.wallet.finishSetup()
    await setupDone
  }
  return world
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('configuration', () => {
  test("the 'email' feature shows only with the embeddedWallet plug-in; social login still does not", () => {
    const { config } = setup()
    expect(isFeatureAvailable(config, 'email')).toBe(true)
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

describe('wallet requests through the sessions', () => {
  test('safe reads run at once; an unsafe request shows its approval until the user answers', async () => {
    const world = await loggedIn()
    const { embedded, wallet, evm } = world
    const session = evm.held.session!
    expect(session.getAccounts()).toEqual([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`])
    expect(session.getChains()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(session.getMethods()).toContain('personal_sign')

    expect(
      await session.request({ chainId: 'eip155:31337', method: 'eth_getBalance', params: [EVM_ADDRESS] }),
    ).toBe('0x1')
    expect(wallet.world.received.at(-1)).toEqual({
      type: 'RPC_REQUEST',
      payload: { chainId: 31337, method: 'eth_getBalance', params: [EVM_ADDRESS] },
    })

    const signing = session.request({
      chainId: 'eip155:31338',
      method: 'personal_sign',
      params: ['0x00', EVM_ADDRESS],
    })
    await until(() => wallet.world.waiting.has('personal_sign'))
    expect(embedded.state).toMatchObject({
      approval: { method: 'personal_sign', chainId: 'eip155:31338' },
      frameVisible: 'approve',
    })
    wallet.approveRequest('personal_sign')
    expect(await signing).toBe('signed:personal_sign')
    expect(embedded.state).toMatchObject({ approval: undefined, frameVisible: undefined })

    const refused = session.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] })
    await until(() => wallet.world.waiting.has('eth_sendTransaction'))
    wallet.rejectRequest('eth_sendTransaction')
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    expect(embedded.state.approval).toBeUndefined()
  })

  test('closing the modal over an approval rejects it as the user would', async () => {
    const { embedded, wallet, solana } = await loggedIn()
    const signing = solana.held.session!.request({
      chainId: 'solana:localnet',
      method: 'solana_signMessage',
      params: { message: 'x', pubkey: SOLANA_ADDRESS },
    })
    await until(() => wallet.world.waiting.has('solana_signMessage'))
    expect(wallet.world.received.at(-1)?.payload).toMatchObject({ chainId: 'solana:localnet' })
    embedded.abortPending()
    await expect(signing).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(embedded.state).toMatchObject({ approval: undefined, frameVisible: undefined, status: 'idle' })
  })

  test('a method in neither list is refused without reaching the frame, and counted', async () => {
    const { embedded, wallet, evm, solana } = await loggedIn()
    const sent = wallet.world.received.length
    await expect(
      evm.held.session!.request({ chainId: 'eip155:31337', method: 'eth_sign', params: [] }),
    ).rejects.toMatchObject({
      name: 'EmbeddedRequestNotAllowedError',
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    await expect(
      solana.held.session!.request({ chainId: 'solana:localnet', method: 'personal_sign' }),
    ).rejects.toMatchObject({ name: 'EmbeddedRequestNotAllowedError' })
    expect(embedded.state.notAllowed).toBe(2)
    expect(wallet.world.received.length).toBe(sent)
  })

  test('wallet_switchEthereumChain moves the frame to a chain of the config, and only there', async () => {
    const { wallet, evm, backend } = await loggedIn()
    const session = evm.held.session!
    expect(
      await session.request({
        chainId: 'eip155:31338',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
    expect(wallet.world.received.at(-1)).toEqual({ type: 'SWITCH_NETWORK', payload: { chainId: 31338 } })
    expect(createStorage({ storage: backend }).getItem('embeddedWalletChainId')).toBe(31338)
    await expect(
      session.request({
        chainId: 'eip155:1',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})

describe('after login', () => {
  test('a reload restores the login silently; without the used flag the frame is never loaded', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()

    const second = setup({ backend, wallet })
    const before = wallet.world.received.length
    await second.config.ready
    expect(second.config.account.get('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(second.config.account.get('solana')).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
    })
    expect(second.embedded.state).toMatchObject({ status: 'idle', email: 'ada@example.com' })
    const asked = wallet.world.received.slice(before).map((request) => request.type)
    expect(asked).toContain('IS_CONNECTED')
    expect(asked).not.toContain('CONNECT_EMAIL')
    expect(asked).not.toContain('CONNECT_OTP')
    second.config.destroy()

    // The stored connection without the login cache: disconnected, and nothing loaded.
    createStorage({ storage: backend }).removeItem('embeddedWalletUsed')
    const third = setup({ backend, wallet })
    await third.config.ready
    expect(third.loads()).toBe(0)
    expect(third.config.isConnected()).toBe(false)
  })

  test('without a page (a server render) nothing is restored and the login cache stays for the browser', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()
    const server = setup({ backend, wallet, noDocument: true })
    await server.config.ready
    expect(server.loads()).toBe(0)
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBe(true)
  })

  test('a login the service no longer knows is cleared on reload', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()
    wallet.world.loggedIn = undefined

    const second = setup({ backend, wallet })
    await second.config.ready
    expect(second.config.isConnected()).toBe(false)
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBeUndefined()
    expect(createStorage({ storage: backend }).getItem('connectorIds')).toEqual({})
  })

  test('signOut tells the service, disconnects both namespaces, ends the sessions and clears the cache', async () => {
    const { embedded, wallet, config, backend, evm } = await loggedIn()
    await embedded.signOut()
    expect(wallet.types().at(-1)).toBe('SIGN_OUT')
    expect(wallet.world.loggedIn).toBeUndefined()
    expect(evm.held.events).toContainEqual({ type: 'deleted' })
    expect(config.isConnected()).toBe(false)
    expect(config.account.get('solana').status).toBe('disconnected')
    expect(embedded.state).toMatchObject({ status: 'idle', email: undefined, user: undefined })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('embeddedWalletUsed')).toBeUndefined()
    expect(storage.getItem('embeddedWalletEmail')).toBeUndefined()
  })

  test("the config's disconnect signs the e-mail login out too", async () => {
    const { wallet, config, backend } = await loggedIn()
    await config.disconnect()
    expect(wallet.types().at(-1)).toBe('SIGN_OUT')
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBeUndefined()
  })

  test('changing the e-mail: a code to the old address, then to the new; the sessions hear of it', async () => {
    const { embedded, backend, evm } = await loggedIn()
    expect(await embedded.updateEmail('bob@example.com')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await embedded.updateEmailPrimaryOtp(CODE)).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await embedded.updateEmailSecondaryOtp(CODE)).toEqual({ email: 'bob@example.com' })
    expect(embedded.state).toMatchObject({ email: 'bob@example.com', user: { email: 'bob@example.com' } })
    expect(createStorage({ storage: backend }).getItem('embeddedWalletEmail')).toBe('bob@example.com')
    expect(evm.held.events.at(-1)).toEqual({
      type: 'accountsChanged',
      accounts: [`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`],
    })
    await expect(embedded.updateEmail('not an address')).rejects.toMatchObject({ name: 'EmailInvalidError' })
  })

  test('the key export shows the frame until it is done', async () => {
    const { embedded, wallet } = await loggedIn()
    const exporting = embedded.exportKey()
    await until(() => wallet.world.waiting.has('EXPORT_KEY'))
    expect(embedded.state.frameVisible).toBe('export')
    wallet.finishExport()
    await exporting
    expect(embedded.state.frameVisible).toBeUndefined()
  })

  test("the frame follows the modal's theme and language", async () => {
    const { embedded, wallet, config } = await loggedIn()
    config.options.setThemeMode('light')
    await until(() => wallet.world.received.at(-1)?.type === 'SYNC_THEME')
    expect(wallet.world.received.at(-1)?.payload).toEqual({ themeMode: 'light' })
    embedded.setLocale('de')
    expect(wallet.world.received.at(-1)).toMatchObject({ type: 'SYNC_DAPP_DATA', payload: { locale: 'de' } })
  })
})
