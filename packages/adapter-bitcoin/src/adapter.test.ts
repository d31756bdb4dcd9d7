import { isUserRejection, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { type BitcoinDevWallet, createBitcoinDevWallet } from '@portico/dev-wallet/bitcoin'
import { payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinAdapter, createBitcoinAdapter } from './adapter.js'
import { bitcoinMainnet } from './chains.js'
import { InvalidAddressError } from './errors/address.js'
import { DustAmountError, InsufficientFundsError } from './errors/transaction.js'
import { coins, createRegistry, FEE_RATE, startWorld, type World } from './test/world.js'
import { fromBase64 } from './utils/bytes.js'

let world: World
let dev: BitcoinDevWallet
let adapter: BitcoinAdapter
const registry = createRegistry()

beforeAll(async () => {
  world = await startWorld()
  dev = createBitcoinDevWallet({
    network: world.devnet.network,
    chains: [world.chain.caipNetworkId],
    symbol: 'LTC',
  })
  dev.register(registry)
  adapter = createBitcoinAdapter({
    networks: [bitcoinMainnet, world.chain],
    wallets: registry,
    target: {},
    esplora: { fetch: world.fetch, retryCount: 0 },
  })
  await world.devnet.fund(dev.payment.address, '2')
})
afterAll(async () => {
  adapter?.destroy()
  await world?.stop()
})

const nodeAddress = () => world.devnet.rpc<string>('getnewaddress', ['', 'bech32'], world.devnet.faucetWallet)
type NodeTx = {
  vin: { txid: string; vout: number }[]
  vout: { value: number; n: number; scriptPubKey: { addresses?: string[] } }[]
  vsize: number
  confirmations?: number
}
const nodeTx = (txid: string) => world.devnet.rpc<NodeTx>('getrawtransaction', [txid, true])
const sats = (value: number) => BigInt(Math.round(value * 1e8))

describe('connect', () => {
  test('the Wallet Standard wallet is a connector; connect gives payment and ordinal accounts on regtest', async () => {
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'Portico Dev Wallet',
        chain: 'bip122',
        type: 'ANNOUNCED',
        provider: dev.wallet,
      }),
    ])
    const { accounts, caipNetworkId } = await adapter.connect({
      connectorId: 'Portico Dev Wallet',
      network: world.network,
    })
    expect(caipNetworkId).toBe(world.chain.caipNetworkId)
    expect(accounts).toEqual([
      {
        namespace: 'bip122',
        address: dev.payment.address,
        type: 'payment',
        publicKey: dev.payment.publicKey,
      },
      {
        namespace: 'bip122',
        address: dev.ordinals.address,
        type: 'ordinal',
        publicKey: dev.ordinals.publicKey,
      },
    ])
    expect(dev.payment.address.startsWith('rltc1q')).toBe(true)
    expect(dev.ordinals.address.startsWith('rltc1p')).toBe(true)
    expect(await adapter.getAccounts()).toEqual(accounts)
    const again = await adapter.reconnect({ connectorId: 'Portico Dev Wallet', network: world.network })
    expect(again?.accounts).toEqual(accounts)
  })

  test('a reload restores the connection silently (the same accounts, no prompt), but not after a disconnect', async () => {
    // The page's localStorage, which the app's adapter and the wallet share; each "load" makes them anew.
    const page = memoryStorage()
    const prompts: string[] = []
    const load = () => {
      const wallets = createRegistry()
      createBitcoinDevWallet({
        network: world.devnet.network,
        chains: [world.chain.caipNetworkId],
        policy: 'prompt',
        prompt: async ({ method }) => {
          prompts.push(method)
          return true
        },
        permissionStorage: page,
      }).register(wallets)
      return createBitcoinAdapter({
        networks: [world.chain],
        wallets,
        target: {},
        storage: page,
        esplora: { fetch: world.fetch, retryCount: 0 },
      })
    }
    const asked = { connectorId: 'Portico Dev Wallet', network: world.network }
    const first = load()
    const connected = await first.connect(asked)
    expect(prompts).toEqual(['bitcoin:connect'])
    first.destroy()

    const second = load()
    expect(await second.reconnect(asked)).toEqual(connected)
    expect(await second.getAccounts()).toEqual(connected.accounts)
    expect(prompts).toEqual(['bitcoin:connect'])
    await second.disconnect()
    second.destroy()

    const third = load()
    expect(await third.reconnect(asked)).toBeUndefined()
    third.destroy()
    expect(prompts).toEqual(['bitcoin:connect'])
  })
})

describe('balance', () => {
  test('from the UTXOs, confirmed and in the mempool', async () => {
    const { address } = dev.ordinals
    expect(await adapter.getBalance({ address, network: world.network })).toEqual({
      balance: '0',
      symbol: 'rLTC',
    })
    await world.devnet.fund(address, '1.5')
    await world.devnet.fund(address, '0.00012345', { confirm: false })
    expect(await adapter.getBalance({ address, network: world.network })).toEqual({
      balance: '1.50012345',
      symbol: 'rLTC',
    })
    expect(await adapter.getUtxos({ address, network: world.network })).toHaveLength(2)
    await world.devnet.mine(1)
  })
})

describe('sign and verify', () => {
  test('BIP-322 simple for the payment (p2wpkh) and ordinals (p2tr) accounts', async () => {
    const network = world.network
    for (const { address } of [dev.payment, dev.ordinals]) {
      const message = `Sign in to Portico as ${address}`
      const { signature, protocol } = await adapter.signMessage({ address, message })
      expect(protocol).toBe('bip322-simple')
      expect(await adapter.verifyMessage({ network, address, message, signature })).toBe(true)
      expect(await adapter.verifyMessage({ network, address, message: `${message}!`, signature })).toBe(false)
    }
  })

  test('legacy where the wallet offers only that; the node verifies it too', async () => {
    const legacyOnly = createBitcoinDevWallet({
      network: world.devnet.network,
      chains: [world.chain.caipNetworkId],
      messageProtocols: ['legacy'],
      name: 'Legacy Wallet',
    })
    const unregister = legacyOnly.register(registry)
    const other = createBitcoinAdapter({
      networks: [world.chain],
      wallets: registry,
      target: {},
      esplora: { fetch: world.fetch },
    })
    try {
      await other.connect({ connectorId: 'Legacy Wallet', network: world.network })
      const { address, publicKey } = legacyOnly.payment
      const message = 'hello regtest'
      const { signature, protocol } = await other.signMessage({ address, message })
      expect(protocol).toBe('legacy')
      expect(fromBase64(signature)).toHaveLength(65)
      expect(await other.verifyMessage({ network: world.network, address, message, signature })).toBe(true)
      // litecoind's verifymessage takes P2PKH addresses: the same key's one.
      const p2pkh = payments.p2pkh({
        pubkey: Buffer.from(publicKey, 'hex'),
        network: world.devnet.network,
      }).address
      expect(await world.devnet.rpc('verifymessage', [p2pkh, signature, message])).toBe(true)
      expect(await world.devnet.rpc('verifymessage', [p2pkh, signature, 'other'])).toBe(false)
    } finally {
      other.destroy()
      unregister()
    }
  })
})

describe('send', () => {
  test('exact amount to the recipient, change back, the fee from the estimates; confirmed after a block', async () => {
    const { address } = dev.payment
    const to = await nodeAddress()
    const before = await adapter.getUtxos({ address, network: world.network })
    const value = 25_000_000n

    const plan = await adapter.prepareTransfer({ network: world.network, from: address, to, value })
    expect(plan.feeRate).toBe(FEE_RATE)
    expect(plan.fee).toBe(BigInt(Math.ceil(plan.vsize * FEE_RATE)))
    expect(await adapter.estimateFee({ network: world.network, from: address, to, value })).toBe(plan.fee)

    const sent = await adapter.sendTransfer({ network: world.network, from: address, to, value })
    expect(sent).toMatchObject({ fee: plan.fee, change: plan.change, feeRate: FEE_RATE })
    const waiting = adapter.waitForTransaction({
      network: world.network,
      hash: sent.hash,
      pollingInterval: 50,
      timeout: 10_000,
    })
    expect(await adapter.getTransactionStatus({ network: world.network, hash: sent.hash })).toEqual({
      confirmed: false,
      confirmations: 0,
    })
    const [block] = await world.devnet.mine(1)
    expect(await waiting).toMatchObject({ confirmed: true, confirmations: 1, blockHash: block })

    const tx = await nodeTx(sent.hash)
    const spent = tx.vin.map((input) => before.find((u) => u.txid === input.txid && u.vout === input.vout))
    expect(spent.every(Boolean)).toBe(true)
    const inputs = spent.reduce((sum, u) => sum + BigInt(u?.value ?? 0), 0n)
    const paid = tx.vout.find((out) => out.scriptPubKey.addresses?.[0] === to)
    const change = tx.vout.find((out) => out.scriptPubKey.addresses?.[0] === address)
    expect(tx.vout).toHaveLength(2)
    expect(sats(paid?.value ?? 0)).toBe(value)
    expect(sats(change?.value ?? 0)).toBe(sent.change)
    expect(inputs - value - sent.change).toBe(sent.fee)
    expect(tx.vsize).toBeLessThanOrEqual(sent.vsize)
    expect(Number(sent.fee) / tx.vsize).toBeGreaterThanOrEqual(FEE_RATE)

    const balance = await adapter.getBalance({ address, network: world.network })
    const expected = before.reduce((sum, u) => sum + BigInt(u.value), 0n) - value - sent.fee
    expect(balance.balance).toBe(coins(expected).replace(/\.?0+$/, ''))
  })

  test('from the ordinals (taproot) account too', async () => {
    const to = await nodeAddress()
    const sent = await adapter.sendTransfer({
      network: world.network,
      from: dev.ordinals.address,
      to,
      value: 10_000_000n,
    })
    await world.devnet.mine(1)
    expect((await nodeTx(sent.hash)).confirmations).toBe(1)
  })

  test('insufficient funds', async () => {
    const { address } = dev.payment
    const to = await nodeAddress()
    const error = await adapter
      .sendTransfer({ network: world.network, from: address, to, value: 500_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as InsufficientFundsError).message).toBe('Insufficient funds')
    expect((error as InsufficientFundsError).available).toBeLessThan(500_000_000n)
    expect(
      await adapter.estimateFee({ network: world.network, from: address, to, value: 500_000_000n }),
    ).toBeNull()
  })

  test('a dust output is refused before the wallet is asked; invalid addresses too', async () => {
    const to = await nodeAddress()
    const send = (value: bigint, recipient = to) =>
      adapter
        .sendTransfer({ network: world.network, from: dev.payment.address, to: recipient, value })
        .catch((e) => e)
    const dust = await send(2939n)
    expect(dust).toBeInstanceOf(DustAmountError)
    expect((dust as DustAmountError).dustLimit).toBe(2940n)
    // At the limit it goes through, and the node accepts it.
    const { hash } = await adapter.sendTransfer({
      network: world.network,
      from: dev.payment.address,
      to,
      value: 2940n,
    })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)

    expect(await send(10_000n, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeInstanceOf(
      InvalidAddressError,
    )
    expect(await send(10_000n, `${to.slice(0, -1)}${to.endsWith('q') ? 'p' : 'q'}`)).toBeInstanceOf(
      InvalidAddressError,
    )
    expect(await send(10_000n, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeInstanceOf(InvalidAddressError)

    // The same check for forms: the chain's own prefixes, not any Bitcoin network's.
    expect(adapter.isAddress?.({ address: to, network: world.network })).toBe(true)
    expect(adapter.isAddress?.({ address: dev.ordinals.address, network: world.network })).toBe(true)
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(adapter.isAddress?.({ address: mainnet, network: world.network })).toBe(false)
  })

  test('rejection in the wallet is a UserRejectedRequestError', async () => {
    dev.setPolicy('reject')
    try {
      const to = await nodeAddress()
      const send = await adapter
        .sendTransfer({ network: world.network, from: dev.payment.address, to, value: 100_000n })
        .catch((e: unknown) => e)
      expect(send).toBeInstanceOf(UserRejectedRequestError)
      expect(isUserRejection(send)).toBe(true)
      const sign = await adapter
        .signMessage({ address: dev.payment.address, message: 'no' })
        .catch((e: unknown) => e)
      expect(sign).toBeInstanceOf(UserRejectedRequestError)
      // Raw bytes are refused before the wallet is asked: Bitcoin message signing takes text.
      await expect(
        adapter.signMessage({ address: dev.payment.address, message: { raw: '0x0102' } }),
      ).rejects.toThrow('signing raw bytes')
    } finally {
      dev.setPolicy('approve')
    }
  })
})
