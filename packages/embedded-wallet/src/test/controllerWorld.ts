import {
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectParameters,
  createConfig,
  memoryStorage,
  type Network,
  type RemoteWalletSession,
  type RemoteWalletSessionEvent,
  type StorageBackend,
} from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { expect } from 'vitest'
import { embeddedWallet, getEmbeddedWallet } from '../connector/embeddedWallet.js'
import { CODE, type ScriptedWallet, scriptedWallet } from './scriptedFrame.js'

// The controller inside a real config (connector/controller.*.test.ts), with adapters that connect through the
// session they are handed and the frame scripted in memory (scriptedFrame.ts).

const evm = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})
export const chainA = evm(31337, 'Local A')
export const chainB = evm(31338, 'Local B')
export const solanaLocal: Network = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}

/**
 * A test adapter that connects through its share of the embedded wallet, as the real adapters do, and passes the
 * session's account changes on the connected network to core.
 */
export function sessionAdapter(namespace: ChainNamespace) {
  const { adapter, emit } = createTestAdapter(namespace, [], { connectors: [] })
  const held = {
    session: undefined as RemoteWalletSession | undefined,
    events: [] as RemoteWalletSessionEvent[],
  }
  const connectWith = async ({ connectorId, embedded, network }: ConnectParameters) => {
    if (connectorId !== AUTH_CONNECTOR_ID || !embedded) throw new Error(`unexpected connector ${connectorId}`)
    held.session = embedded
    const accountsOf = (caipAccounts: readonly string[]) =>
      caipAccounts
        .filter((account) => account.startsWith(`${network.caipNetworkId}:`))
        .map((account) => ({ namespace, address: account.split(':')[2] as string, type: 'eoa' as const }))
    embedded.subscribe((event) => {
      held.events.push(event)
      if (event.type === 'accountsChanged' && held.session === embedded)
        emit({ type: 'accounts', accounts: accountsOf(event.accounts) })
    })
    return { accounts: accountsOf(embedded.getAccounts()), caipNetworkId: network.caipNetworkId }
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

/** The configs the tests made; a test file destroys them after each test (`afterEach(destroyConfigs)`). */
export const configs: { destroy(): void }[] = []
export function destroyConfigs() {
  for (const config of configs.splice(0)) config.destroy()
}

export function setup(
  options: {
    wallet?: ScriptedWallet
    backend?: StorageBackend
    clock?: { now: number }
    /** The blockchain API: `true` for an address nothing answers at, or a running API's URL. */
    api?: boolean | string
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
    ...(options.api && { api: { url: options.api === true ? 'http://127.0.0.1:9/api/' : options.api } }),
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
export async function loggedIn(world = setup()) {
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

export async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}
