import { type AdapterEvent, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { type BitcoinDevWallet, createBitcoinDevWallet } from '@portico/dev-wallet/bitcoin'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from '../adapter.js'
import { bitcoinDevWalletSession } from '../test/walletConnectSession.js'
import { startWorld, type World } from '../test/world.js'
import { walletConnectRequirements } from './walletConnect.js'

// The wallet end of these sessions is the real Bitcoin dev wallet serving each session request through its
// sats-connect provider (see test/walletConnectSession.ts), on the local regtest chain.

let world: World
let wallets: BitcoinDevWallet[]
const adapters: BitcoinAdapter[] = []
const allMethods = walletConnectRequirements.methods

beforeAll(async () => {
  world = await startWorld()
  wallets = [undefined, '11'.repeat(32)].map((privateKey) =>
    createBitcoinDevWallet({
      network: world.devnet.network,
      chains: [world.chain.caipNetworkId],
      symbol: 'LTC',
      policy: 'approve',
      ...(privateKey && { privateKey }),
    }),
  )
  await world.devnet.fund(wallets[0]!.payment.address, '1')
}, 120_000)
afterAll(async () => {
  for (const adapter of adapters) adapter.destroy()
  await world?.stop()
})

const chainId = () => world.chain.caipNetworkId as `bip122:${string}`

function newAdapter() {
  const adapter = createBitcoinAdapter({
    networks: [world.chain],
    wallets: { get: () => [], on: () => () => {} },
    target: {},
    storage: memoryStorage(),
    esplora: { fetch: world.fetch, retryCount: 0 },
  })
  adapters.push(adapter)
  return adapter
}

async function connected(methods: readonly string[] = allMethods) {
  for (const wallet of wallets) wallet.setPolicy('approve')
  const wc = await bitcoinDevWalletSession(wallets, chainId(), { methods })
  const adapter = newAdapter()
  const result = await adapter.connect({
    connectorId: 'walletConnect',
    network: world.network,
    walletConnect: wc.session,
  })
  return { adapter, wc, result }
}

function record(adapter: BitcoinAdapter) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

test('asks a WalletConnect wallet for message and PSBT signing, its addresses and account changes', () => {
  expect(newAdapter().walletConnect).toEqual({
    methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
    events: ['accountsChanged'],
  })
})

describe('connect', () => {
  test("gives the session's payment account with its public key, and the ordinals account, from getAccountAddresses", async () => {
    const { adapter, wc, result } = await connected()
    const [dev] = wallets
    expect(result).toEqual({
      accounts: [
        {
          namespace: 'bip122',
          address: dev!.payment.address,
          type: 'payment',
          publicKey: dev!.payment.publicKey,
        },
        {
          namespace: 'bip122',
          address: dev!.ordinals.address,
          type: 'ordinal',
          publicKey: dev!.ordinals.publicKey,
        },
      ],
      caipNetworkId: chainId(),
    })
    expect(await adapter.getAccounts()).toEqual(result.accounts)
    expect(wc.requests).toEqual([
      {
        method: 'getAccountAddresses',
        chainId: chainId(),
        params: { account: dev!.payment.address, intentions: ['payment', 'ordinal'] },
      },
    ])
  })

  test("without getAccountAddresses: the session's account alone; no session or no account: connect fails", async () => {
    const { result } = await connected(allMethods.filter((method) => method !== 'getAccountAddresses'))
    expect(result.accounts).toEqual([
      { namespace: 'bip122', address: wallets[0]!.payment.address, type: 'payment' },
    ])

    const adapter = newAdapter()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: world.network }),
    ).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    const { wc } = await connected()
    wc.remove()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: world.network, walletConnect: wc.session }),
    ).rejects.toMatchObject({ name: 'UnsupportedChainError' })
  })
})

describe('actions through the session', () => {
  test('signMessage: BIP-322 for payment and ordinals addresses, legacy (ecdsa) when asked; hex answers verify', async () => {
    const { adapter, wc } = await connected()
    const network = world.network
    for (const { address } of [wallets[0]!.payment, wallets[0]!.ordinals]) {
      const message = `Sign in over WalletConnect as ${address}`
      const { signature, protocol } = await adapter.signMessage({ address, message })
      expect(protocol).toBe('bip322-simple')
      expect(await adapter.verifyMessage({ network, address, message, signature })).toBe(true)
    }
    const address = wallets[0]!.payment.address
    const legacy = await adapter.signMessage({ address, message: 'legacy', protocol: 'legacy' })
    expect(
      await adapter.verifyMessage({ network, address, message: 'legacy', signature: legacy.signature }),
    ).toBe(true)
    expect(wc.requests.filter(({ method }) => method === 'signMessage').map(({ params }) => params)).toEqual([
      { account: address, address, message: `Sign in over WalletConnect as ${address}`, protocol: 'bip322' },
      {
        account: address,
        address: wallets[0]!.ordinals.address,
        message: `Sign in over WalletConnect as ${wallets[0]!.ordinals.address}`,
        protocol: 'bip322',
      },
      { account: address, address, message: 'legacy', protocol: 'ecdsa' },
    ])
  })

  test('sendTransfer: the wallet signs the PSBT (signPsbt), the transfer lands on regtest', async () => {
    const { adapter, wc } = await connected()
    const from = wallets[0]!.payment.address
    const to = await world.devnet.rpc<string>('getnewaddress', ['', 'bech32'], world.devnet.faucetWallet)
    const sent = await adapter.sendTransfer({ network: world.network, from, to, value: 10_000_000n })
    const waiting = adapter.waitForTransaction({
      network: world.network,
      hash: sent.hash,
      pollingInterval: 50,
      timeout: 10_000,
    })
    await world.devnet.mine(1)
    expect(await waiting).toMatchObject({ confirmed: true, confirmations: 1 })
    const tx = await world.devnet.rpc<{ vout: { value: number; scriptPubKey: { addresses?: string[] } }[] }>(
      'getrawtransaction',
      [sent.hash, true],
    )
    expect(tx.vout.find((out) => out.scriptPubKey.addresses?.[0] === to)?.value).toBe(0.1)
    const signing = wc.requests.filter(({ method }) => method === 'signPsbt')
    expect(signing).toHaveLength(1)
    expect(signing[0]).toMatchObject({
      chainId: chainId(),
      params: {
        account: from,
        broadcast: false,
        signInputs: [expect.objectContaining({ address: from, index: 0 })],
      },
    })
  })

  test("a refusal (5000 'user rejected') is the user's rejection; a method the wallet did not approve is not asked", async () => {
    const { adapter } = await connected()
    const address = wallets[0]!.payment.address
    wallets[0]!.setPolicy('reject')
    await expect(adapter.signMessage({ address, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )

    const signOnly = await connected(['signMessage'])
    await expect(
      signOnly.adapter.sendTransfer({ network: world.network, from: address, to: address, value: 100_000n }),
    ).rejects.toMatchObject({ name: 'UnsupportedWalletFeatureError' })
    expect(signOnly.wc.requests).toEqual([])
  })
})

describe('wallet-side events and the end of the connection', () => {
  test('an account change reaches the subscribers; a deleted session disconnects', async () => {
    const { adapter, wc } = await connected()
    const events = record(adapter)
    wc.changeAccount(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const other = wallets[1]!
    expect(events).toEqual([
      {
        type: 'accounts',
        accounts: [
          expect.objectContaining({ address: other.payment.address, type: 'payment' }),
          expect.objectContaining({ address: other.ordinals.address, type: 'ordinal' }),
        ],
      },
    ])
    const { signature } = await adapter.signMessage({ address: other.payment.address, message: 'other' })
    expect(
      await adapter.verifyMessage({
        network: world.network,
        address: other.payment.address,
        message: 'other',
        signature,
      }),
    ).toBe(true)

    wc.remove()
    expect(events.slice(-2)).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(await adapter.getAccounts()).toEqual([])
  })

  test('disconnect only lets go of the session; reconnect restores a stored one', async () => {
    const { adapter, wc, result } = await connected()
    const events = record(adapter)
    const before = wc.requests.length
    await adapter.disconnect()
    expect(await adapter.getAccounts()).toEqual([])
    expect(wc.requests).toHaveLength(before)
    wc.changeAccount(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual([])
    wc.changeAccount(0)

    const reloaded = newAdapter()
    expect(
      await reloaded.reconnect({
        connectorId: 'walletConnect',
        network: world.network,
        walletConnect: wc.session,
      }),
    ).toEqual(result)
    const address = wallets[0]!.payment.address
    const { signature } = await reloaded.signMessage({ address, message: 'back' })
    expect(
      await reloaded.verifyMessage({ network: world.network, address, message: 'back', signature }),
    ).toBe(true)

    const another = newAdapter()
    expect(await another.reconnect({ connectorId: 'walletConnect', network: world.network })).toBeUndefined()
    wc.remove()
    expect(
      await another.reconnect({
        connectorId: 'walletConnect',
        network: world.network,
        walletConnect: wc.session,
      }),
    ).toBeUndefined()
  })
})
