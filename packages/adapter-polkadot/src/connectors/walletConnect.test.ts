import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { type AdapterEvent, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { createPolkadotDevWallet, type PolkadotDevWallet } from '@portico/dev-wallet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPolkadotAdapter, type PolkadotAdapter } from '../adapter.js'
import { polkadotDevWalletSession } from '../test/walletConnectSession.js'
import { devnet, devnetNetwork, KSM, setBalance } from '../test/world.js'
import { walletConnectRequirements } from './walletConnectExtension.js'

// The wallet end of these sessions is the real Polkadot dev wallet serving each session request with its
// extension signer (see test/walletConnectSession.ts), on the local chopsticks chain.

let wallet: PolkadotDevWallet
let keyring: Keyring
const adapters: PolkadotAdapter[] = []
const allMethods = walletConnectRequirements.methods

beforeAll(async () => {
  await cryptoWaitReady()
  keyring = new Keyring({ type: 'sr25519', ss58Format: devnet().ss58Format })
  wallet = await createPolkadotDevWallet({
    accounts: ['//PorticoWcSender', '//PorticoWcOther'],
    policy: 'approve',
  })
  await setBalance(keyring.addFromUri('//PorticoWcSender').address, 100n * KSM)
})
afterAll(async () => {
  for (const adapter of adapters) await adapter.destroy()
})

const chainId = () => devnet().caipNetworkId as `polkadot:${string}`
/** An account's address in the chain's SS58 format, as the adapter gives it. */
const onChain = (uri: string) => keyring.addFromUri(uri).address

function newAdapter() {
  const adapter = createPolkadotAdapter({ networks: [devnetNetwork()], target: {}, storage: memoryStorage() })
  adapters.push(adapter)
  return adapter
}

async function connected(methods: readonly string[] = allMethods) {
  wallet.setPolicy('approve')
  const wc = await polkadotDevWalletSession(wallet, chainId(), { methods })
  const adapter = newAdapter()
  const result = await adapter.connect({
    connectorId: 'walletConnect',
    network: devnetNetwork(),
    walletConnect: wc.session,
  })
  return { adapter, wc, result }
}

function record(adapter: PolkadotAdapter) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

test('asks a WalletConnect wallet for the two polkadot signing methods and account changes', () => {
  expect(walletConnectRequirements).toEqual({
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['accountsChanged'],
  })
  expect(newAdapter().walletConnect).toBe(walletConnectRequirements)
})

describe('connect', () => {
  test("gives the session's account in the chain's SS58 format, without asking the wallet", async () => {
    const { adapter, wc, result } = await connected()
    expect(result).toEqual({
      accounts: [
        {
          namespace: 'polkadot',
          address: onChain('//PorticoWcSender'),
          type: 'eoa',
          publicKey: `0x${Buffer.from(keyring.addFromUri('//PorticoWcSender').publicKey).toString('hex')}`,
        },
      ],
      caipNetworkId: chainId(),
    })
    expect(await adapter.getAccounts()).toEqual(result.accounts)
    expect(wc.requests).toEqual([])
  })

  test('without a session, or with one that shares no account, connect fails', async () => {
    const adapter = newAdapter()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: devnetNetwork() }),
    ).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    const { wc } = await connected()
    wc.remove()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: devnetNetwork(), walletConnect: wc.session }),
    ).rejects.toMatchObject({ name: 'UnsupportedChainError' })
  })
})

describe('actions through the session', () => {
  test('signMessage (polkadot_signMessage) verifies against the address', async () => {
    const { adapter, wc } = await connected()
    const address = onChain('//PorticoWcSender')
    const message = 'Sign in over WalletConnect'
    const { signature } = await adapter.signMessage({ address, message })
    expect(adapter.verifyMessage({ address, message, signature })).toEqual({ valid: true, crypto: 'sr25519' })
    expect(wc.requests).toEqual([
      {
        method: 'polkadot_signMessage',
        chainId: chainId(),
        // The account as the session lists it (the wallet's generic SS58 form).
        params: {
          address: wallet.accounts[0]!.address,
          data: `0x${Buffer.from(`<Bytes>${message}</Bytes>`).toString('hex')}`,
          type: 'bytes',
        },
      },
    ])
  })

  test('sendTransfer (polkadot_signTransaction) lands on the local chain', async () => {
    const { adapter, wc } = await connected()
    const network = devnetNetwork()
    const from = onChain('//PorticoWcSender')
    const to = keyring.addFromUri(`//PorticoWcRecipient${Date.now()}`).address
    const value = 2n * KSM
    const result = await adapter.sendTransfer({ network, from, to, value })
    expect((await adapter.getBalances({ address: to, network })).free).toBe(value)
    const { api } = await adapter.getChainClient(network)
    const block = await api.rpc.chain.getBlock(result.blockHash)
    expect(block.block.extrinsics.map((x) => x.hash.toHex())).toContain(result.hash)
    expect(wc.requests.map(({ method, chainId: on }) => [method, on])).toEqual([
      ['polkadot_signTransaction', chainId()],
    ])
    expect(wc.requests[0]!.params).toMatchObject({
      address: wallet.accounts[0]!.address,
      transactionPayload: { address: from, genesisHash: devnet().genesisHash },
    })
  })

  test("a refusal (5000 'user rejected') is the user's rejection; a method the wallet did not approve is not asked", async () => {
    const { adapter, wc } = await connected()
    const address = onChain('//PorticoWcSender')
    wallet.setPolicy('reject')
    await expect(adapter.signMessage({ address, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setPolicy('approve')

    const signOnly = await connected(['polkadot_signMessage'])
    await expect(
      signOnly.adapter.sendTransfer({ network: devnetNetwork(), from: address, to: address, value: KSM }),
    ).rejects.toMatchObject({ name: 'UnsupportedWalletFeatureError' })
    expect(signOnly.wc.requests).toEqual([])
    expect(wc.requests.map(({ method }) => method)).toEqual(['polkadot_signMessage'])
  })
})

describe('wallet-side events and the end of the connection', () => {
  test('an account change reaches the subscribers; a deleted session disconnects', async () => {
    const { adapter, wc } = await connected()
    const events = record(adapter)
    wc.changeAccount(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const other = onChain('//PorticoWcOther')
    expect(events).toEqual([{ type: 'accounts', accounts: [expect.objectContaining({ address: other })] }])
    const { signature } = await adapter.signMessage({ address: other, message: 'other' })
    expect(adapter.verifyMessage({ address: other, message: 'other', signature }).valid).toBe(true)

    wc.remove()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events.slice(-2)).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(await adapter.getAccounts()).toEqual([])
  })

  test('disconnect only lets go of the session; reconnect restores a stored one', async () => {
    const { adapter, wc } = await connected()
    const events = record(adapter)
    await adapter.disconnect()
    expect(await adapter.getAccounts()).toEqual([])
    wc.changeAccount(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual([])
    wc.changeAccount(0)

    const reloaded = newAdapter()
    const network = devnetNetwork()
    expect(
      await reloaded.reconnect({ connectorId: 'walletConnect', network, walletConnect: wc.session }),
    ).toMatchObject({
      accounts: [{ address: onChain('//PorticoWcSender') }],
      caipNetworkId: chainId(),
    })
    const address = onChain('//PorticoWcSender')
    const { signature } = await reloaded.signMessage({ address, message: 'back' })
    expect(reloaded.verifyMessage({ address, message: 'back', signature }).valid).toBe(true)

    const another = newAdapter()
    expect(await another.reconnect({ connectorId: 'walletConnect', network })).toBeUndefined()
    wc.remove()
    expect(
      await another.reconnect({ connectorId: 'walletConnect', network, walletConnect: wc.session }),
    ).toBeUndefined()
  })
})
