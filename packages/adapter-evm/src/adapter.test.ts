import {
  type AdapterEvent,
  type ChainAdapter,
  RpcUrlRequiredError,
  UserRejectedRequestError,
} from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter } from './adapter.js'
import { UnsupportedCapabilityError } from './errors/connector.js'
import { anvilKeys, connectedAdapter, DEV_WALLET_ID, devnetNetwork, devWallet } from './test/devnet.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const chainB = () => devnet.chains[1]!

function record(adapter: { subscribe(listener: (event: AdapterEvent) => void): () => void }) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

test('an EvmAdapter is a ChainAdapter with the EVM actions on top', () => {
  const adapter = createEvmAdapter({ target: new EventTarget() })
  const chainAdapter: ChainAdapter = adapter
  expect(chainAdapter.waitForReceipt).toBeTypeOf('function')
  expect(adapter.namespace).toBe('eip155')
  for (const name of [
    'signTypedData',
    'writeContract',
    'sendCalls',
    'getCallsStatus',
    'getCapabilities',
    'getAssets',
    'verifyMessage',
    'verifyTypedData',
  ] as const) {
    expect(adapter[name]).toBeTypeOf('function')
  }
  expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
  expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
})

describe('connectors', () => {
  test('EIP-6963: announced before or after the adapter starts listening, with catalogue data merged', () => {
    const target = new EventTarget()
    const early = devWallet([chainA()])
    const stopEarly = early.announce(target)
    const adapter = createEvmAdapter({
      target,
      catalogue: { 'com.example.late': { name: 'Late (catalogue)', imageUrl: 'https://img/late.png' } },
    })
    const events = record(adapter)
    expect(adapter.getConnectors()).toEqual([
      {
        id: DEV_WALLET_ID,
        name: 'Portico Dev Wallet',
        chain: 'eip155',
        type: 'ANNOUNCED',
        imageUrl: early.info.icon,
        info: { rdns: DEV_WALLET_ID, name: 'Portico Dev Wallet', icon: early.info.icon },
        provider: early.provider,
      },
    ])

    const late = devWallet([chainA()], {
      privateKey: anvilKeys[1],
      info: { rdns: 'com.example.late', name: 'Late' },
    })
    const stopLate = late.announce(target)
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => [c.id, c.name, c.imageUrl, c.info?.name])).toEqual([
      [DEV_WALLET_ID, 'Portico Dev Wallet', early.info.icon, 'Portico Dev Wallet'],
      ['com.example.late', 'Late (catalogue)', 'https://img/late.png', 'Late'],
    ])
    expect(events).toEqual([{ type: 'connectors', connectors }])

    // A repeated announcement changes nothing and emits nothing.
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events).toHaveLength(1)

    // Malformed announcements are ignored.
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns: 'x' } } }))
    expect(adapter.getConnectors()).toHaveLength(2)

    adapter.destroy()
    stopEarly()
    stopLate()
  })

  test('injected fallback for target.ethereum, unless that provider announced itself', () => {
    const wallet = devWallet([chainA()])
    const target = Object.assign(new EventTarget(), { ethereum: wallet.provider })
    const adapter = createEvmAdapter({ target })
    expect(adapter.getConnectors()).toMatchObject([
      { id: 'injected', type: 'INJECTED', chain: 'eip155', provider: wallet.provider },
    ])
    const events = record(adapter)
    const stop = wallet.announce(target)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([DEV_WALLET_ID])
    expect(events).toHaveLength(1)
    stop()
    adapter.destroy()
  })
})

describe('connection', () => {
  test('connect through EIP-6963 reports the accounts and the chain the wallet is on', async () => {
    const wallet = devWallet([chainB(), chainA()])
    const target = new EventTarget()
    const adapter = createEvmAdapter({ target })
    const stopAnnouncing = wallet.announce(target)
    const events = record(adapter)
    // The wallet is on chain B: the adapter reports it and leaves switching to core.
    expect(await adapter.connect({ connectorId: DEV_WALLET_ID, network: devnetNetwork(chainA()) })).toEqual({
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainB().chainId}`,
    })
    expect(await adapter.getAccounts()).toEqual([
      { namespace: 'eip155', address: wallet.address, type: 'eoa' },
    ])
    expect(adapter.getWalletClient()).toBeDefined()
    expect(events).toEqual([]) // the connect itself is the answer, not an event
    adapter.destroy()
    stopAnnouncing()
  })

  test('connect returns the connection; unknown connector ids fail; reconnect restores silently', async () => {
    const wallet = devWallet([chainA()])
    const target = new EventTarget()
    const stopAnnouncing = wallet.announce(target)
    const adapter = createEvmAdapter({ target })
    const network = devnetNetwork(chainA())

    await expect(adapter.connect({ connectorId: 'nope', network })).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    expect(await adapter.reconnect({ connectorId: DEV_WALLET_ID, network })).toBeUndefined() // not yet allowed
    expect(await adapter.connect({ connectorId: DEV_WALLET_ID, network })).toEqual({
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainA().chainId}`,
    })

    // A second adapter (a page reload) restores it without a prompt; a missing connector gives undefined.
    wallet.setPolicy('reject')
    const reloaded = createEvmAdapter({ target })
    expect(await reloaded.reconnect({ connectorId: DEV_WALLET_ID, network })).toMatchObject({
      caipNetworkId: `eip155:${chainA().chainId}`,
    })
    expect(await reloaded.reconnect({ connectorId: 'io.metamask', network })).toBeUndefined()
    reloaded.destroy()
    adapter.destroy()
    stopAnnouncing()
  })

  test('disconnect revokes the permission and remembers it; the wallet disconnecting emits events', async () => {
    const wallet = devWallet([chainA()])
    const network = devnetNetwork(chainA())
    const storage = new Map<string, string>()
    const backend = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    const { adapter, target, stop } = await connectedAdapter(wallet, network, { storage: backend })
    await adapter.disconnect()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await adapter.getAccounts()).toEqual([])
    expect(storage.get('portico.eip155.disconnected')).toBe('true')
    await expect(adapter.signMessage({ address: wallet.address, message: 'x' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
    })

    await adapter.connect({ connectorId: DEV_WALLET_ID, network })
    expect(storage.has('portico.eip155.disconnected')).toBe(false)
    const events = record(adapter)
    wallet.disconnect()
    expect(events).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(adapter.getWalletClient()).toBeUndefined()
    expect(await createEvmAdapter({ target }).getAccounts()).toEqual([])
    stop()
  })

  test('a rejected connect (4001) leaves the adapter disconnected', async () => {
    const wallet = devWallet([chainA()], { policy: 'reject' })
    const target = new EventTarget()
    const stopAnnouncing = wallet.announce(target)
    const adapter = createEvmAdapter({ target })
    const error = await adapter
      .connect({ connectorId: DEV_WALLET_ID, network: devnetNetwork(chainA()) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(adapter.getWalletClient()).toBeUndefined()
    expect(await adapter.getAccounts()).toEqual([])
    adapter.destroy()
    stopAnnouncing()
  })
})

describe('switchNetwork', () => {
  test('to a chain the wallet knows: switched, and the change arrives as a network event', async () => {
    const wallet = devWallet([chainA(), chainB()])
    const { adapter, stop } = await connectedAdapter(wallet, devnetNetwork(chainA()))
    const events = record(adapter)
    await adapter.switchNetwork({ network: devnetNetwork(chainB()) })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(
      `0x${chainB().chainId.toString(16)}`,
    )
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])
    stop()
  })

  test('to a chain the wallet does not know: 4902, wallet_addEthereumChain, then switched', async () => {
    const wallet = devWallet([chainA()])
    const { adapter, stop } = await connectedAdapter(wallet, devnetNetwork(chainA()))
    const events = record(adapter)
    const unknown = devnetNetwork(chainB())
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })

    await adapter.switchNetwork({ network: unknown })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(
      `0x${chainB().chainId.toString(16)}`,
    )
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])
    // The wallet now reaches chain B through the URL it was given.
    expect(await adapter.getBalance({ address: wallet.address, network: unknown })).toMatchObject({
      symbol: 'ETH',
    })
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    stop()
  })

  test('adding a network without an RPC URL raises "A valid URL is required"; a rejected add is 4001', async () => {
    const wallet = devWallet([chainA()])
    const { adapter, stop } = await connectedAdapter(wallet, devnetNetwork(chainA()))
    const network = devnetNetwork(chainB())
    const noUrl = { ...network, rpcUrls: { default: { http: [] } } }
    const error = await adapter.switchNetwork({ network: noUrl }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUrlRequiredError)
    expect(error).toMatchObject({ message: 'A valid URL is required' })

    wallet.setPolicy('reject')
    await expect(adapter.switchNetwork({ network })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(
      `0x${chainA().chainId.toString(16)}`,
    )
    stop()
  })
})

describe('EIP-5792 and asset discovery', () => {
  test('capabilities, sendCalls and getCallsStatus; getAssets only when the wallet offers assetDiscovery', async () => {
    const wallet = devWallet([chainA()], { privateKey: anvilKeys[1] })
    const network = devnetNetwork(chainA())
    const { adapter, stop } = await connectedAdapter(wallet, network)
    const capabilities = await adapter.getCapabilities({ address: wallet.address })
    expect(capabilities).toEqual({ [chainA().chainId]: { atomic: { status: 'unsupported' } } })

    const to = '0x000000000000000000000000000000000000c0de'
    const { id } = await adapter.sendCalls({
      network,
      from: wallet.address,
      calls: [
        { to, value: 1n },
        { to, value: 2n, data: '0x' },
      ],
    })
    expect(await adapter.getCallsStatus({ id })).toMatchObject({ status: 'success', statusCode: 200 })
    expect(
      await (await adapter.getPublicClient(network)).extend(publicActions).getBalance({ address: to }),
    ).toBe(3n)

    await expect(
      adapter.sendCalls({ network, from: wallet.address, calls: [{ to: 'c0de' }] }),
    ).rejects.toMatchObject({ name: 'InvalidCallError', details: '"to" must start with 0x' })
    await expect(adapter.getAssets({ address: wallet.address, network })).rejects.toBeInstanceOf(
      UnsupportedCapabilityError,
    )
    stop()
  })
})
