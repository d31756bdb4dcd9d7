import { UserRejectedRequestError } from '@portico/core'
import { createBitcoinDevWallet, createSatsConnectProvider } from '@portico/dev-wallet/bitcoin'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from './adapter.js'
import { bitcoinMainnet } from './chains.js'
import { createRegistry, startWorld, type World } from './test/world.js'

let world: World
let adapter: BitcoinAdapter
let dev: ReturnType<typeof createBitcoinDevWallet>

beforeAll(async () => {
  world = await startWorld()
  // A wallet reached only through a sats-connect provider, that signs messages the legacy way only.
  dev = createBitcoinDevWallet({
    network: world.devnet.network,
    chains: [world.chain.caipNetworkId],
    messageProtocols: ['legacy'],
    name: 'Sats Wallet',
  })
  const target = {
    btc_providers: [{ id: 'SatsWallet.BitcoinProvider', name: 'Sats Wallet' }],
    SatsWallet: { BitcoinProvider: createSatsConnectProvider(dev) },
  }
  adapter = createBitcoinAdapter({
    networks: [bitcoinMainnet, world.chain],
    wallets: createRegistry(),
    target,
    esplora: { fetch: world.fetch, retryCount: 0 },
  })
  await world.devnet.fund(dev.payment.address, '1')
})
afterAll(async () => {
  adapter?.destroy()
  await world?.stop()
})

describe('a sats-connect provider', () => {
  test('is found on the target and connects; asked for mainnet, it reports the network its accounts are on', async () => {
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'SatsWallet.BitcoinProvider', name: 'Sats Wallet', type: 'INJECTED' }),
    ])
    const mainnet = { ...world.network, caipNetworkId: bitcoinMainnet.caipNetworkId }
    const { accounts, caipNetworkId } = await adapter.connect({
      connectorId: 'SatsWallet.BitcoinProvider',
      network: mainnet,
    })
    expect(caipNetworkId).toBe(world.chain.caipNetworkId)
    expect(accounts.map((a) => [a.address, a.type])).toEqual([
      [dev.payment.address, 'payment'],
      [dev.ordinals.address, 'ordinal'],
    ])
  })

  test('BIP-322 is asked first; the wallet does not know it, so the message is signed the legacy way', async () => {
    const { address } = dev.payment
    const { signature, protocol } = await adapter.signMessage({ address, message: 'hi' })
    expect(protocol).toBe('legacy')
    expect(await adapter.verifyMessage({ network: world.network, address, message: 'hi', signature })).toBe(
      true,
    )
  })

  test('sends through signPsbt; a refusal (-32000) is a UserRejectedRequestError', async () => {
    const to = await world.devnet.rpc<string>('getnewaddress', ['', 'bech32'], world.devnet.faucetWallet)
    const sent = await adapter.sendTransfer({
      network: world.network,
      from: dev.payment.address,
      to,
      value: 1_000_000n,
    })
    expect(sent.hash).toMatch(/^[0-9a-f]{64}$/)
    dev.setPolicy('reject')
    const error = await adapter
      .sendTransfer({ network: world.network, from: dev.payment.address, to, value: 1_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    dev.setPolicy('approve')
  })

  test('a disconnect in the wallet reaches the adapter as accounts [] then disconnect', async () => {
    const events: string[] = []
    const stop = adapter.subscribe((event) => events.push(event.type))
    dev.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 20))
    stop()
    expect(events).toEqual(['accounts', 'disconnect'])
    expect(await adapter.getAccounts()).toEqual([])
  })
})
