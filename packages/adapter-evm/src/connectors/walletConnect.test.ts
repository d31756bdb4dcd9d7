import { type AdapterEvent, UserRejectedRequestError } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { parseEther, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../adapter.js'
import { anvilKeys, devnetNetwork, devWallet } from '../test/devnet.js'
import { devWalletSession } from '../test/walletConnectSession.js'
import { walletConnectRequirements } from './walletConnectRequirements.js'

// The wallet end of these sessions is the real dev wallet answering each session request on the request's
// chain (see test/walletConnectSession.ts), on the local anvil chains.

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const chainB = () => devnet.chains[1]!
const allMethods = walletConnectRequirements.methods

function record(adapter: EvmAdapter) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

async function connected(
  options: {
    chains?: () => Devnet['chains']
    methods?: readonly string[]
    walletChains?: () => Devnet['chains']
  } = {},
) {
  const chains = options.chains?.() ?? [chainA(), chainB()]
  const wallets = [
    devWallet(options.walletChains?.() ?? devnet.chains),
    devWallet(options.walletChains?.() ?? devnet.chains, { privateKey: anvilKeys[1] }),
  ]
  const wc = await devWalletSession(wallets, chains, { methods: options.methods ?? allMethods })
  const adapter = createEvmAdapter({ target: new EventTarget() })
  const result = await adapter.connect({
    connectorId: 'walletConnect',
    network: devnetNetwork(chains[0]!),
    walletConnect: wc.session,
  })
  return { adapter, wc, wallets, result }
}

test('the adapter asks a WalletConnect wallet for what its actions send and for both wallet events', () => {
  expect(createEvmAdapter({ target: new EventTarget() }).walletConnect).toEqual({
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
    ],
    events: ['accountsChanged', 'chainChanged'],
  })
})

describe('connect', () => {
  test("gives the session's account on the asked network, or on the session's first chain when it lacks that one", async () => {
    const { adapter, wallets, result, wc } = await connected()
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: wallets[0]!.address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainA().chainId}`,
    })
    expect(await adapter.getAccounts()).toEqual(result.accounts)
    // Accounts and chain come from the session: nothing was asked of the wallet.
    expect(wc.requests).toEqual([])

    const other = createEvmAdapter({ target: new EventTarget() })
    const elsewhere = await other.connect({
      connectorId: 'walletConnect',
      network: devnetNetwork({ ...chainB(), chainId: 999 }),
      walletConnect: wc.session,
    })
    expect(elsewhere.caipNetworkId).toBe(`eip155:${chainA().chainId}`)
    other.destroy()
    adapter.destroy()
  })

  test('without a session, or with one that shares no eip155 account, connect fails', async () => {
    const adapter = createEvmAdapter({ target: new EventTarget() })
    const network = devnetNetwork(chainA())
    await expect(adapter.connect({ connectorId: 'walletConnect', network })).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    const { wc } = await connected()
    wc.remove()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network, walletConnect: wc.session }),
    ).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
    expect(adapter.getWalletClient()).toBeUndefined()
  })
})

describe('actions through the session', () => {
  test('signMessage and signTypedData verify; sendTransfer lands on the local chain', async () => {
    const { adapter, wallets, wc } = await connected()
    const address = wallets[0]!.address
    const network = devnetNetwork(chainA())

    const { signature } = await adapter.signMessage({ address, message: 'hello over WalletConnect' })
    expect(
      await adapter.verifyMessage({ network, address, message: 'hello over WalletConnect', signature }),
    ).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: chainA().chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const typed = await adapter.signTypedData({ address, typedData })
    expect(await adapter.verifyTypedData({ network, address, typedData, signature: typed.signature })).toBe(
      true,
    )

    const to = '0x00000000000000000000000000000000000c0ffe'
    const client = (await adapter.getPublicClient(network)).extend(publicActions)
    const before = await client.getBalance({ address: to })
    const { hash } = await adapter.sendTransfer({ network, from: address, to, value: parseEther('0.5') })
    expect(await adapter.waitForReceipt({ network, hash })).toEqual({ status: 'success' })
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'))

    const chain = `eip155:${chainA().chainId}`
    expect(wc.requests).toEqual([
      { method: 'personal_sign', chainId: chain },
      { method: 'eth_signTypedData_v4', chainId: chain },
      { method: 'eth_sendTransaction', chainId: chain },
    ])
    adapter.destroy()
  })

  test("a request the wallet refuses (5000 'user rejected') is the user's rejection (4001)", async () => {
    const { adapter, wallets } = await connected()
    wallets[0]!.setPolicy('reject')
    const error = await adapter
      .signMessage({ address: wallets[0]!.address, message: 'no' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    adapter.destroy()
  })
})

describe('switchNetwork', () => {
  test("within the session's chains: switched here, the wallet follows, and a transfer lands on the new chain", async () => {
    const { adapter, wallets, wc } = await connected()
    const events = record(adapter)
    const network = devnetNetwork(chainB())
    await adapter.switchNetwork({ network })
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])
    expect(wc.requests).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: `eip155:${chainB().chainId}` },
    ])

    const to = '0x00000000000000000000000000000000000b0b0b'
    const { hash } = await adapter.sendTransfer({ network, from: wallets[0]!.address, to, value: 7n })
    expect(await adapter.waitForReceipt({ network, hash })).toEqual({ status: 'success' })
    expect(
      await (await adapter.getPublicClient(network)).extend(publicActions).getBalance({ address: to }),
    ).toBe(7n)
    adapter.destroy()
  })

  test('within the session, a wallet that did not approve wallet_switchEthereumChain is not asked', async () => {
    const { adapter, wc } = await connected({
      methods: allMethods.filter((method) => method !== 'wallet_switchEthereumChain'),
    })
    const events = record(adapter)
    await adapter.switchNetwork({ network: devnetNetwork(chainB()) })
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])
    expect(wc.requests).toEqual([])
    adapter.destroy()
  })

  test('to a chain outside the session: asked of the wallet, which adds it on 4902 (wallet_addEthereumChain)', async () => {
    const { adapter, wc } = await connected({ chains: () => [chainA()], walletChains: () => [chainA()] })
    const events = record(adapter)
    await adapter.switchNetwork({ network: devnetNetwork(chainB()) })
    const chain = `eip155:${chainA().chainId}`
    expect(wc.requests).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: chain },
      { method: 'wallet_addEthereumChain', chainId: chain },
      { method: 'wallet_switchEthereumChain', chainId: chain },
    ])
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])

    const refused = await connected({
      chains: () => [chainA()],
      methods: allMethods.filter((method) => !method.startsWith('wallet_')),
    })
    await expect(refused.adapter.switchNetwork({ network: devnetNetwork(chainB()) })).rejects.toThrow()
    expect(refused.wc.requests).toEqual([])
    refused.adapter.destroy()
    adapter.destroy()
  })
})

describe('wallet-side events and the end of the connection', () => {
  test('account and chain changes reach the subscribers; a deleted session disconnects', async () => {
    const { adapter, wallets, wc } = await connected()
    const events = record(adapter)
    wc.changeAccount(1)
    wc.changeChain(chainB().chainId)
    wc.changeChain(chainB().chainId) // the same chain again: nothing new
    expect(events).toEqual([
      { type: 'accounts', accounts: [{ namespace: 'eip155', address: wallets[1]!.address, type: 'eoa' }] },
      { type: 'network', caipNetworkId: `eip155:${chainB().chainId}` },
    ])
    // The next signature comes from the new account, on the new chain.
    const { signature } = await adapter.signMessage({ address: wallets[1]!.address, message: 'm' })
    expect(
      await adapter.verifyMessage({
        network: devnetNetwork(chainB()),
        address: wallets[1]!.address,
        message: 'm',
        signature,
      }),
    ).toBe(true)
    expect(wc.requests.at(-1)).toEqual({ method: 'personal_sign', chainId: `eip155:${chainB().chainId}` })

    wc.remove()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.slice(2)).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(adapter.getWalletClient()).toBeUndefined()
    adapter.destroy()
  })

  test('disconnect only lets go of the session: nothing is asked of the wallet, later events are ignored', async () => {
    const { adapter, wc } = await connected()
    const events = record(adapter)
    await adapter.disconnect()
    expect(adapter.getWalletClient()).toBeUndefined()
    expect(wc.requests).toEqual([])
    wc.changeAccount(1)
    wc.remove()
    expect(events).toEqual([])
    adapter.destroy()
  })

  test('reconnect restores a stored session; undefined without one or when it shares no eip155 account', async () => {
    const { adapter, wallets, wc } = await connected()
    const network = devnetNetwork(chainB())
    const reloaded = createEvmAdapter({ target: new EventTarget() })
    expect(
      await reloaded.reconnect({ connectorId: 'walletConnect', network, walletConnect: wc.session }),
    ).toEqual({
      accounts: [{ namespace: 'eip155', address: wallets[0]!.address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainB().chainId}`,
    })
    const { signature } = await reloaded.signMessage({ address: wallets[0]!.address, message: 'back' })
    expect(signature).toMatch(/^0x/)

    const fresh = createEvmAdapter({ target: new EventTarget() })
    expect(await fresh.reconnect({ connectorId: 'walletConnect', network })).toBeUndefined()
    wc.remove()
    expect(
      await fresh.reconnect({ connectorId: 'walletConnect', network, walletConnect: wc.session }),
    ).toBeUndefined()
    expect(fresh.getWalletClient()).toBeUndefined()
    fresh.destroy()
    reloaded.destroy()
    adapter.destroy()
  })
})
