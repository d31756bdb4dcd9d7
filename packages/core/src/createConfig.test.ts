import { snapshot } from 'valtio/vanilla'
import { describe, expect, test } from 'vitest'
import { type CreateConfigParameters, createConfig } from './createConfig.js'
import type { PorticoEvent } from './events/types.js'
import { memoryStorage } from './storage/backends/memory.js'
import { chainA, chainB, sepoliaLike, solanaLocal } from './test/networks.js'
import { registerTestViews } from './test/registerTestViews.js'
import { createTestAdapter } from './testing/createTestAdapter.js'

function setup(overrides: Partial<CreateConfigParameters> = {}, backend = memoryStorage()) {
  const evm = createTestAdapter('eip155')
  const sol = createTestAdapter('solana', ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'])
  const config = createConfig({
    projectId: 'test-project',
    networks: [chainA, chainB, solanaLocal],
    adapters: [evm.adapter, sol.adapter],
    storage: backend,
    ...overrides,
  })
  const events: PorticoEvent[] = []
  config.events.subscribe((event) => events.push(event))
  return { config, evm, sol, events, backend }
}

describe('connect', () => {
  test('a connector connects: status, CAIP address, wallet info, stored id, recent wallet, event', async () => {
    const { config, events, backend } = setup()
    await config.ready
    expect(config.account.get('eip155').status).toBe('disconnected')

    const pending = config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(config.account.get('eip155').status).toBe('connecting')
    await pending

    const account = config.getAccount()!
    expect(account.status).toBe('connected')
    expect(account.caipAddress).toBe('eip155:31337:0xabc0000000000000000000000000000000000001')
    expect(account.address).toBe('0xabc0000000000000000000000000000000000001')
    expect(account.preferredAccountType).toBe('eoa')
    expect(account.connectedWalletInfo).toMatchObject({ name: 'Test Wallet', identifier: 'dev.portico.test' })
    expect(config.isConnected()).toBe(true)
    expect(JSON.parse(backend.dump()['portico.connectorIds']!)).toEqual({ eip155: 'test-wallet' })
    expect(config.recentWallets.state.wallets.map((w) => w.id)).toEqual(['test-wallet'])
    expect(events.map((e) => e.event)).toContain('CONNECT_SUCCESS')
  })

  test('a rejected connect leaves disconnected, records CONNECT_ERROR and keeps other stored data', async () => {
    const { config, evm, events, backend } = setup()
    config.recentWallets.add({ id: 'kept', name: 'Kept' })
    evm.wallet.reject = true
    await expect(config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(config.account.get('eip155').status).toBe('disconnected')
    expect(events.at(-1)?.event).toBe('CONNECT_ERROR')
    expect(backend.dump()['portico.connectorIds']).toBeUndefined()
    expect(config.recentWallets.state.wallets.map((w) => w.id)).toEqual(['kept'])
  })

  test("an unknown namespace throws 'Chain adapter not found'", async () => {
    const { config } = setup()
    await expect(config.connect({ namespace: 'bip122', connectorId: 'x' })).rejects.toThrow(
      'Chain adapter not found',
    )
  })

  test('connecting while the wallet sits on an unrequested chain makes the unsupported placeholder active', async () => {
    const { config, evm } = setup()
    evm.wallet.chain = 'eip155:1'
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(config.network.state.caipNetwork).toMatchObject({ id: 'unsupported', name: 'Unsupported Network' })
    // Core opens no view for it: the UI does (see ui's modal tests).
    expect(config.modal.state.open).toBe(false)

    await config.switchNetwork(chainB)
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31338')
  })
})

describe('restore', () => {
  test('a stored connection goes connecting → connected on a new config', async () => {
    const backend = memoryStorage()
    const first = setup({}, backend)
    await first.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })

    const second = setup({}, backend)
    expect(second.config.account.get('eip155').status).toBe('connecting')
    await second.config.ready
    expect(second.config.account.get('eip155').status).toBe('connected')
    expect(second.evm.wallet.calls).toEqual(['reconnect'])
  })

  test('a multi-chain wallet: the other namespace connects beside the active one, and both restore so', async () => {
    const backend = memoryStorage()
    const first = setup({}, backend)
    await first.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await first.config.connect({ namespace: 'solana', connectorId: 'test-wallet', activate: false })
    expect(first.config.network.state.activeChain).toBe('eip155')
    expect(first.config.network.state.caipNetwork?.caipNetworkId).toBe(chainA.caipNetworkId)
    expect(first.config.account.get('solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${solanaLocal.caipNetworkId}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`,
    })

    // On a new page both come back and the last used namespace stays active, whichever answers last.
    const second = setup({}, backend)
    await second.config.ready
    expect(second.config.account.get('eip155').status).toBe('connected')
    expect(second.config.account.get('solana').status).toBe('connected')
    expect(second.config.network.state.activeChain).toBe('eip155')
  })

  test('a wallet that no longer allows the connection leaves disconnected and forgets the id', async () => {
    const backend = memoryStorage({ 'portico.connectorIds': JSON.stringify({ eip155: 'test-wallet' }) })
    const evm = createTestAdapter('eip155')
    evm.wallet.allowReconnect = false
    const config = createConfig({
      projectId: 'p',
      networks: [chainA],
      adapters: [evm.adapter],
      storage: backend,
    })
    await config.ready
    expect(config.account.get('eip155').status).toBe('disconnected')
    expect(JSON.parse(backend.dump()['portico.connectorIds']!)).toEqual({})
  })

  test('a corrupt stored value is ignored, never thrown', async () => {
    const backend = memoryStorage({ 'portico.connectorIds': '{not json', 'portico.lastUsedChainId': '42' })
    const { config } = setup({}, backend)
    await config.ready
    expect(config.account.get('eip155').status).toBe('disconnected')
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  test('the last used network is restored', () => {
    const backend = memoryStorage({ 'portico.lastUsedChainId': JSON.stringify('eip155:31338') })
    const { config } = setup({}, backend)
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31338')
  })
})

describe('disconnect', () => {
  test('disconnects every adapter, resets state and storage, tracks DISCONNECT_SUCCESS', async () => {
    const { config, evm, sol, events, backend } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await config.connect({ namespace: 'solana', connectorId: 'test-wallet' })
    await config.disconnect()
    expect(evm.wallet.calls).toContain('disconnect')
    expect(sol.wallet.calls).toContain('disconnect')
    expect(config.account.get('eip155')).toMatchObject({
      status: 'disconnected',
      caipAddress: undefined,
      address: undefined,
    })
    expect(config.account.get('solana').status).toBe('disconnected')
    expect(backend.dump()['portico.connectorIds']).toBeUndefined()
    expect(events.at(-1)?.event).toBe('DISCONNECT_SUCCESS')
  })

  test('a failing chain still resets, then throws and tracks DISCONNECT_ERROR', async () => {
    const { config, sol, events } = setup()
    await config.connect({ namespace: 'solana', connectorId: 'test-wallet' })
    sol.wallet.failDisconnect = true
    await expect(config.disconnect()).rejects.toThrow('Failed to disconnect chain solana')
    expect(config.account.get('solana').status).toBe('disconnected')
    expect(events.at(-1)).toMatchObject({
      event: 'DISCONNECT_ERROR',
      properties: { message: 'Failed to disconnect chain solana' },
    })
  })
})

describe('wallet events', () => {
  test('account change, chain change and disconnect from the wallet are followed', async () => {
    const { config, evm } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })

    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: '0xdef', type: 'eoa' }] })
    expect(config.getAccount()?.caipAddress).toBe('eip155:31337:0xdef')

    evm.emit({ type: 'network', caipNetworkId: 'eip155:31338' })
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(config.getAccount()?.caipAddress).toBe('eip155:31338:0xdef')

    evm.emit({ type: 'disconnect' })
    expect(config.account.get('eip155').status).toBe('disconnected')
  })
})

describe('networks', () => {
  test('switching to another namespace marks it, filters connectors, stores the id and tracks it', async () => {
    const { config, events, backend } = setup()
    await config.switchNetwork(solanaLocal)
    expect(config.network.state).toMatchObject({
      activeChain: 'solana',
      isSwitchingNamespace: true,
      connectorFilter: 'solana',
    })
    expect(JSON.parse(backend.dump()['portico.lastUsedChainId']!)).toBe('solana:localnet')
    expect(events.at(-1)).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'solana:localnet' },
    })
  })

  test('a rejected wallet switch changes nothing', async () => {
    const { config, evm } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    evm.wallet.reject = true
    await expect(config.switchNetwork(chainB)).rejects.toMatchObject({ code: 4001 })
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  test('switching to a network not configured throws Network not found', async () => {
    const { config } = setup()
    await expect(config.switchNetwork(sepoliaLike)).rejects.toThrow('Network not found')
  })

  test('supported: any requested network', () => {
    const { config } = setup()
    expect(config.network.isSupported('eip155:31338')).toBe(true)
    expect(config.network.isSupported('eip155:1')).toBe(false)
  })

  test('remove network: missing adapter, missing network, last of namespace, active fallback', () => {
    const { config } = setup()
    expect(() => config.network.removeNetwork('bip122:000000000019d6689c085ae165831e93')).toThrow(
      'Adapter not found',
    )
    expect(() => config.network.removeNetwork('eip155:5')).toThrow('Network not found')
    expect(() => config.network.removeNetwork('solana:localnet')).toThrow(
      'Cannot remove the last network of a namespace',
    )
    config.network.removeNetwork('eip155:31337')
    expect(config.network.state.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(() => config.network.removeNetwork('eip155:31338')).toThrow(
      'Cannot remove the last network of a namespace',
    )
  })
})

describe('balance', () => {
  test('fetched from the adapter on a mainnet-like network', async () => {
    const { config } = setup()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(await config.fetchBalance()).toBe('1.5')
    expect(config.getAccount()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false })
  })

  test('not fetched on a testnet: 0.00', async () => {
    const { config } = setup({ networks: [sepoliaLike] })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(await config.fetchBalance()).toBe('0.00')
  })
})

describe('instances and options', () => {
  test('two configs share nothing', async () => {
    const a = setup()
    const b = setup()
    await a.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    registerTestViews(a.config)
    a.config.open()
    expect(b.config.account.get('eip155').status).toBe('disconnected')
    expect(b.config.modal.state.open).toBe(false)
    expect(snapshot(b.config.recentWallets.state).wallets).toEqual([])
  })

  test('a missing project id raises the Project ID Not Configured alert', () => {
    const { config } = setup({ projectId: undefined })
    expect(config.alerts.state.alert?.id).toBe('projectIdNotConfigured')
  })

  test('features are on by default except legalCheckbox and smartSessions; given ones win', () => {
    const { config } = setup({ features: { swaps: false } })
    const { features } = config.options.state
    expect(features).toMatchObject({
      swaps: false,
      onramp: true,
      send: true,
      receive: true,
      history: true,
      legalCheckbox: false,
      smartSessions: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectMethodsOrder: ['email', 'social', 'wallet'],
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
  })
})
