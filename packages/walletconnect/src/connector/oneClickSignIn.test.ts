import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { type ChainAdapter, type Config, createConfig, memoryStorage, type Network } from '@portico/core'
import { startDevnet } from '@portico/devnet'
import { type Relay, startRelay } from '@portico/relay'
import { createSiwx, getSiwx, type Siwx, type SiwxConfig, siwx as siwxPlugin } from '@portico/siwx'
import { subscribe } from 'valtio/vanilla'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { evmNetwork } from '../test/network.js'
import { nodeWebSocket, startReferenceWallet } from '../test/referenceWallet.js'
import { sessionAdapter } from '../test/sessionAdapter.js'
import { getWalletConnect, walletConnect } from './walletConnect.js'

// One-click sign-in over WalletConnect with real parts: the local relay, the reference wallet (sign-client
// 2.21.8) signing CACAOs with a viem key, our Sign client, and createSiwx against the blockchain API on the
// devnet, which verifies each CACAO and hands out the session token.
const origin = 'http://localhost:5173'
const evmMethods = ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4']
const world = { apiUrl: '', projectId: 'portico-local', chainId: 0 }

const network = evmNetwork
const solanaLocal: Network = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}
let devnet: Network
let other: Network

/** An adapter that connects through its share of a WalletConnect session, as a real one does. */
const walletConnectAdapter = (namespace: 'eip155' | 'solana' = 'eip155'): ChainAdapter =>
  sessionAdapter(namespace, { methods: evmMethods, chainId: `eip155:${world.chainId}` as const })

let relay: Relay
let stopWorld: () => Promise<void>
const cleanups: (() => Promise<void> | void)[] = []
beforeAll(async () => {
  relay = await startRelay()
  const chains = await startDevnet()
  const api = await startApiServer(loadConfig({}, { port: 0, chains: devnetChains(chains) }))
  stopWorld = async () => {
    await api.close()
    await chains.stop()
  }
  world.apiUrl = api.url
  world.chainId = chains.chains[0]!.chainId
  devnet = network(world.chainId)
  other = network(world.chainId + 1000)
}, 60_000)
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await relay?.stop()
  await stopWorld?.()
})

/** The config's sign-in, in a test whose config lists the plug-in. */
const signInOf = (config: Config) => getSiwx(config) as Siwx

function setup({
  siwx = createSiwx({
    api: { url: world.apiUrl, projectId: world.projectId },
    statement: 'Sign in to the test app',
    domain: 'localhost:5173',
    uri: origin,
  }),
  networks = [devnet, other] as Network[],
  adapters = [walletConnectAdapter()],
}: {
  siwx?: SiwxConfig | null
  networks?: Network[]
  adapters?: ChainAdapter[]
} = {}) {
  const storage = memoryStorage()
  const config = createConfig({
    projectId: world.projectId,
    networks: networks as [Network, ...Network[]],
    adapters,
    storage,
    reconnectOnInit: false,
    plugins: [
      walletConnect({ relayUrl: relay.url, WebSocket: nodeWebSocket() }),
      ...(siwx ? [siwxPlugin(siwx)] : []),
    ],
  })
  cleanups.push(() => config.destroy())
  const wc = getWalletConnect(config)!
  const statuses: string[] = []
  const siwxStatuses: string[] = []
  cleanups.push(subscribe(wc.state, () => statuses.push(wc.state.status), true))
  const signIn = getSiwx(config)
  if (signIn) cleanups.push(subscribe(signIn.state, () => siwxStatuses.push(signIn.state.status), true))
  return { config, wc, storage, statuses, siwxStatuses }
}

async function wallet(options: Partial<Parameters<typeof startReferenceWallet>[0]> = {}) {
  const started = await startReferenceWallet({
    relayUrl: relay.url,
    account: privateKeyToAccount(generatePrivateKey()),
    chains: [devnet.caipNetworkId, other.caipNetworkId],
    methods: evmMethods,
    ...options,
  })
  cleanups.push(() => started.stop())
  return started
}

/** `connect()` and the URI it shows. */
async function pairing(wc: ReturnType<typeof setup>['wc']) {
  const connected = wc.connect()
  // The first pairing of a run loads the connector, the Sign client and the relay connection cold: slow on a busy machine.
  await expect.poll(() => wc.state.uri).toMatch(/^wc:/)
  // A one-click pairing lives 4 minutes too.
  expect((wc.state.expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(240_000)
  expect((wc.state.expiresAt ?? 0) - Date.now()).toBeGreaterThan(230_000)
  return { connected, uri: wc.state.uri as string }
}

describe('one-click sign-in over WalletConnect', () => {
  test('every chain EVM and sign-in on: one approval connects and signs in; the API accepts the token', async () => {
    const { config, wc, storage, statuses, siwxStatuses } = setup()
    const phone = await wallet()
    const { connected, uri } = await pairing(wc)
    expect(uri).toContain('wc_sessionAuthenticate')
    await phone.pair(uri)
    await connected

    // The wallet was asked once, for the config's chains (the active one first), with the server's nonce.
    expect(phone.seen.proposals).toBe(0)
    expect(phone.seen.authRequests).toHaveLength(1)
    expect(phone.seen.authRequests[0]).toMatchObject({
      chains: [devnet.caipNetworkId, other.caipNetworkId],
      domain: 'localhost:5173',
      aud: origin,
    })
    expect(statuses).toContain('authenticating')
    expect(wc.state.status).toBe('idle')

    const address = phone.client.session.getAll()[0]?.namespaces.eip155?.accounts[0]?.split(':')[2]
    expect(config.getAccount()?.address).toBe(address)
    // Signed in as the account connected: no check, so no sign-message view was ever asked for.
    expect(signInOf(config).state.status).toBe('signedIn')
    expect(siwxStatuses).not.toContain('checking')
    expect(siwxStatuses).not.toContain('needed')
    expect(signInOf(config).state.session?.cacao?.p.iss).toBe(`did:pkh:${devnet.caipNetworkId}:${address}`)

    // The CACAO of the active chain was verified by the API; its token opens /v1/auth/me.
    const stored = JSON.parse(storage.getItem('portico.siwx') ?? '{}') as Record<string, { token: string }>
    const entry = stored[`${devnet.caipNetworkId}:${address?.toLowerCase()}`]
    expect(Object.keys(stored)).toHaveLength(1)
    const me = await fetch(`${world.apiUrl}/v1/auth/me?projectId=${world.projectId}`, {
      headers: { authorization: `Bearer ${entry?.token}` },
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ address, chainId: devnet.caipNetworkId })

    // The session opened by the sign-in carries requests.
    const signature = await config.getAdapter('eip155')!.signMessage({ address: address!, message: 'hello' })
    expect(signature.signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('the wallet rejects the sign-in: declined, nothing connected', async () => {
    const { config, wc } = setup()
    const phone = await wallet({ decision: 'reject' })
    const { connected, uri } = await pairing(wc)
    await phone.pair(uri)
    await expect(connected).rejects.toMatchObject({ code: 5000 })
    expect(wc.state.status).toBe('declined')
    expect(config.isConnected()).toBe(false)
    expect(signInOf(config).state.status).toBe('idle')
  })

  test('storing the sessions fails: the WalletConnect session is deleted and the error is rethrown', async () => {
    // The API refuses a message for a domain that is not the project's.
    const siwx = createSiwx({
      api: { url: world.apiUrl, projectId: world.projectId },
      domain: 'evil.example',
      uri: 'https://evil.example',
    })
    const { config, wc } = setup({ siwx })
    const phone = await wallet()
    const { connected, uri } = await pairing(wc)
    await phone.pair(uri)
    await expect(connected).rejects.toMatchObject({ name: 'SiwxApiError', status: 401 })
    expect(wc.state.status).toBe('error')
    expect(wc.state.error?.name).toBe('SiwxApiError')
    expect(config.isConnected()).toBe(false)
    await expect.poll(() => phone.sessions().length).toBe(0)
    expect(phone.seen.deleted).toBe(1)
  })

  test('a wallet without one-click sign-in takes the proposal sent alongside; the sign-message flow follows', async () => {
    const { config, wc, siwxStatuses } = setup()
    const phone = await wallet({ oneClick: false })
    const { connected, uri } = await pairing(wc)
    await phone.pair(uri)
    await connected
    expect(phone.seen.proposals).toBe(1)
    expect(config.isConnected()).toBe(true)
    await expect.poll(() => signInOf(config).state.status).toBe('needed')
    expect(siwxStatuses).toContain('checking')
    // The ordinary sign-in, through the session the proposal opened.
    const result = await signInOf(config).signIn()
    expect(result.status).toBe('success')
    expect(signInOf(config).state.status).toBe('signedIn')
  })

  test('a non-EVM chain among the networks, or no sign-in: the ordinary proposal', async () => {
    const mixed = setup({
      networks: [devnet, solanaLocal],
      adapters: [walletConnectAdapter(), walletConnectAdapter('solana')],
    })
    const first = await pairing(mixed.wc)
    expect(first.uri).not.toContain('wc_sessionAuthenticate')
    mixed.wc.cancel()
    await first.connected.catch(() => undefined)

    const plain = setup({ siwx: null })
    const second = await pairing(plain.wc)
    expect(second.uri).not.toContain('wc_sessionAuthenticate')
    plain.wc.cancel()
    await second.connected.catch(() => undefined)
  })
})
