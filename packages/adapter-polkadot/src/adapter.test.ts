import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { type BaseError, isUserRejection, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { definePolkadotNetwork } from './chains.js'
import { InvalidAddressError } from './errors/address.js'
import { ChainMismatchError, ConnectorNotFoundError } from './errors/connector.js'
import {
  ExistentialDepositError,
  InsufficientBalanceError,
  InvalidAmountError,
} from './errors/transaction.js'
import { createWorld, devnet, KSM, setBalance, type World } from './test/world.js'

let world: World
let keyring: Keyring

beforeAll(async () => {
  await cryptoWaitReady()
  keyring = new Keyring({ type: 'sr25519', ss58Format: 2 })
  world = await createWorld(['//Alice', '//PorticoSender'])
})
afterAll(() => world?.stop())

const alice = () => devnet().accounts[0]!.address
/** A fresh account of the test's own, empty on chain. */
const fresh = (name: string) => keyring.addFromUri(`//PorticoFresh${name}${Date.now()}`).address

describe('connect', () => {
  test('discovers the injected extension and connects its accounts in the chain SS58 format', async () => {
    const connectors = world.adapter.getConnectors()
    expect(connectors.map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['portico-dev-wallet', 'Portico Dev Wallet', 'ANNOUNCED', 'polkadot'],
    ])
    const { accounts, caipNetworkId } = await world.adapter.connect({
      connectorId: 'portico-dev-wallet',
      network: world.network,
    })
    expect(caipNetworkId).toBe(devnet().caipNetworkId)
    expect(caipNetworkId).toBe(`polkadot:${devnet().genesisHash.slice(2, 34)}`)
    // The wallet hands out generic (42) addresses; the adapter gives them in Kusama's prefix 2.
    expect(world.wallet.accounts[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(accounts[0]).toEqual({
      namespace: 'polkadot',
      address: alice(),
      type: 'eoa',
      publicKey: devnet().accounts[0]!.publicKey,
    })
    expect(accounts).toHaveLength(2)
    expect(await world.adapter.getAccounts()).toEqual(accounts)
  })

  test('an unknown extension id', async () => {
    await expect(
      world.adapter.connect({ connectorId: 'polkadot-js', network: world.network }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  test('a network whose genesis hash does not match the node is refused', async () => {
    const { wsUrl } = devnet()
    const wrong = definePolkadotNetwork({
      genesisHash: `0x${'12'.repeat(32)}`,
      name: 'Wrong',
      wsUrl,
      symbol: 'KSM',
      decimals: 12,
    })
    const { createPolkadotAdapter } = await import('./adapter.js')
    const adapter = createPolkadotAdapter({ networks: [wrong], target: {} })
    try {
      await expect(adapter.getBalances({ address: alice(), network: wrong })).rejects.toBeInstanceOf(
        ChainMismatchError,
      )
    } finally {
      await adapter.destroy()
    }
  })
})

describe('balances', () => {
  test('free, reserved, frozen and transferable with the chain decimals and symbol', async () => {
    const who = fresh('Balance')
    await setBalance(who, 1_500_000_000_000n)
    const balances = await world.adapter.getBalances({ address: who, network: world.network })
    expect(balances).toMatchObject({
      free: 1_500_000_000_000n,
      reserved: 0n,
      frozen: 0n,
      transferable: 1_500_000_000_000n,
      total: 1_500_000_000_000n,
      decimals: 12,
      symbol: 'KSM',
      existentialDeposit: 333_333_333n,
      formatted: { free: '1.5', transferable: '1.5', reserved: '0' },
    })
    expect(await world.adapter.getBalance({ address: who, network: world.network })).toEqual({
      balance: '1.5',
      symbol: 'KSM',
    })
    expect(await world.adapter.getBalance({ address: fresh('Empty'), network: world.network })).toEqual({
      balance: '0',
      symbol: 'KSM',
    })
  })

  test('isAddress: SS58 of the chain prefix or the generic 42, not another network nor garbage', () => {
    const { network } = world
    const bob = keyring.addFromUri('//Bob').publicKey
    expect(world.adapter.isAddress({ address: alice(), network })).toBe(true)
    expect(
      world.adapter.isAddress({ address: new Keyring({ ss58Format: 42 }).encodeAddress(bob), network }),
    ).toBe(true)
    expect(
      world.adapter.isAddress({ address: new Keyring({ ss58Format: 0 }).encodeAddress(bob), network }),
    ).toBe(false)
    expect(world.adapter.isAddress({ address: '0x1234', network })).toBe(false)
    expect(world.adapter.isAddress({ address: `${alice().slice(0, -1)}x`, network })).toBe(false)
  })

  test('a bad address is a clear error', async () => {
    await expect(
      world.adapter.getBalances({ address: 'not-an-address', network: world.network }),
    ).rejects.toThrow('Invalid address not-an-address')
  })
})

describe('sign and verify', () => {
  test('signRaw signature (over <Bytes>-wrapped data) verifies and fails for another message or signer', async () => {
    const message = 'Sign in to Portico\nnonce: 42'
    const { signature } = await world.adapter.signMessage({ address: alice(), message })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(world.adapter.verifyMessage({ address: alice(), message, signature })).toEqual({
      valid: true,
      crypto: 'sr25519',
    })
    expect(world.adapter.verifyMessage({ address: alice(), message: `${message}!`, signature }).valid).toBe(
      false,
    )
    const bob = devnet().accounts[1]!.address
    expect(world.adapter.verifyMessage({ address: bob, message, signature }).valid).toBe(false)
    expect(world.adapter.verifyMessage({ address: alice(), message, signature: '0x1234' }).valid).toBe(false)
  })

  test('raw bytes (viem-style { raw }) sign and verify as those bytes, hex or Uint8Array alike', async () => {
    const raw = new Uint8Array([0, 1, 2, 250, 251, 252])
    const { signature } = await world.adapter.signMessage({ address: alice(), message: { raw } })
    const verify = (hex: `0x${string}`) =>
      world.adapter.verifyMessage({ address: alice(), message: { raw: hex }, signature }).valid
    expect(verify('0x000102fafbfc')).toBe(true)
    expect(verify('0x000102fafbfd')).toBe(false)
  })

  test('a signature over the bare message (no <Bytes> wrapper) verifies too', () => {
    const pair = keyring.addFromUri('//Alice')
    const message = 'bare'
    const signature = `0x${Buffer.from(pair.sign(new TextEncoder().encode(message))).toString('hex')}`
    expect(world.adapter.verifyMessage({ address: pair.address, message, signature })).toEqual({
      valid: true,
      crypto: 'sr25519',
    })
  })

  test('only connected accounts sign', async () => {
    await expect(
      world.adapter.signMessage({ address: devnet().accounts[2]!.address, message: 'x' }),
    ).rejects.toThrow('Connector not connected')
  })
})

describe('transfer', () => {
  test('transferKeepAlive: the fee estimate, the extrinsic in a block, exact balance changes net of the fee', async () => {
    const to = fresh('Recipient')
    const value = 2n * KSM + 123n
    const network = world.network
    const estimate = await world.adapter.estimateFee({ network, from: alice(), to, value })
    expect(estimate).toBeGreaterThan(0n)

    const before = await world.adapter.getBalances({ address: alice(), network })
    const result = await world.adapter.sendTransfer({ network, from: alice(), to, value })
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.blockHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.fee).toBeGreaterThan(0n)

    const after = await world.adapter.getBalances({ address: alice(), network })
    expect(before.free - after.free).toBe(value + result.fee!)
    // paymentInfo's partial fee is what was charged (no tip, same weight).
    expect(result.fee).toBe(estimate)
    expect((await world.adapter.getBalances({ address: to, network })).free).toBe(value)

    const { api } = await world.adapter.getChainClient(network)
    const block = await api.rpc.chain.getBlock(result.blockHash)
    expect(block.block.extrinsics.map((x) => x.hash.toHex())).toContain(result.hash)
  })

  test('a transfer that would leave the sender below the existential deposit is refused before signing', async () => {
    const sender = world.wallet.accounts[1]!.address
    await setBalance(sender, KSM)
    const to = fresh('Ed')
    const network = world.network
    const fee = (await world.adapter.estimateFee({ network, from: sender, to, value: KSM / 2n }))!
    const value = KSM - fee - 1_000n // leaves 1000 planck, far below the 333,333,333 planck deposit
    const error = await world.adapter
      .sendTransfer({ network, from: sender, to, value })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExistentialDepositError)
    expect((error as Error).message).toBe(
      'The transfer would leave the account below the existential deposit of 0.000333333333 KSM',
    )
    expect((error as ExistentialDepositError).side).toBe('sender')
  })

  test('…and the runtime refuses it too: the dispatch error maps to the same clear error', async () => {
    const sender = world.wallet.accounts[1]!.address
    await setBalance(sender, KSM)
    const to = fresh('EdDispatch')
    const network = world.network
    const fee = (await world.adapter.estimateFee({ network, from: sender, to, value: KSM / 2n }))!
    const error = await world.adapter
      .sendTransfer({ network, from: sender, to, value: KSM - fee - 1_000n, preflight: false })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExistentialDepositError)
    expect((error as BaseError).details).toMatch(
      /^(token\.NotExpendable|balances\.(KeepAlive|Expendability))/,
    )
    expect((await world.adapter.getBalances({ address: to, network })).free).toBe(0n)
  })

  test('insufficient balance: refused before signing, and mapped from the runtime', async () => {
    const sender = world.wallet.accounts[1]!.address
    await setBalance(sender, KSM)
    const network = world.network
    const to = fresh('Poor')
    const error = await world.adapter
      .sendTransfer({ network, from: sender, to, value: 5n * KSM })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect((error as BaseError).message).toBe('Insufficient balance')
    expect((error as BaseError).details).toMatch(/^1 KSM transferable, 5\.\d+ KSM needed \(amount \+ fee\)$/)

    const dispatched = await world.adapter
      .sendTransfer({ network, from: sender, to, value: 5n * KSM, preflight: false })
      .catch((e: unknown) => e)
    expect(dispatched).toBeInstanceOf(InsufficientBalanceError)
  })

  test('a new recipient account must get at least the existential deposit', async () => {
    const network = world.network
    const to = fresh('Dust')
    const before = await world.adapter.getBalances({ address: alice(), network })
    await expect(world.adapter.sendTransfer({ network, from: alice(), to, value: 1_000n })).rejects.toThrow(
      'The recipient would receive less than the existential deposit of 0.000333333333 KSM',
    )
    const dispatched = await world.adapter
      .sendTransfer({ network, from: alice(), to, value: 1_000n, preflight: false })
      .catch((e: unknown) => e)
    expect(dispatched).toBeInstanceOf(ExistentialDepositError)
    expect((dispatched as ExistentialDepositError).side).toBe('recipient')
    // The failed extrinsic was still included: only its fee was charged.
    const after = await world.adapter.getBalances({ address: alice(), network })
    expect(before.free - after.free).toBeGreaterThan(0n)
    expect(before.free - after.free).toBeLessThan(KSM / 100n)
  })

  test('bad amounts and addresses', async () => {
    const network = world.network
    await expect(
      world.adapter.sendTransfer({ network, from: alice(), to: fresh('Zero'), value: 0n }),
    ).rejects.toBeInstanceOf(InvalidAmountError)
    await expect(
      world.adapter.sendTransfer({
        network,
        from: alice(),
        to: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQX',
        value: KSM,
      }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    // A Polkadot (prefix 0) address on a Kusama-prefix chain.
    const polkadotAddress = new Keyring({ ss58Format: 0 }).encodeAddress(
      keyring.addFromUri('//Bob').publicKey,
    )
    const wrongPrefix = await world.adapter
      .sendTransfer({ network, from: alice(), to: polkadotAddress, value: KSM })
      .catch((e: unknown) => e)
    expect(wrongPrefix).toBeInstanceOf(InvalidAddressError)
    expect((wrongPrefix as BaseError).message).toBe(`Invalid address ${polkadotAddress}`)
    expect((wrongPrefix as BaseError).details).toBe("SS58 prefix 0 is another network's; this network uses 2")
    expect(await world.adapter.estimateFee({ network, from: alice(), to: 'nope', value: KSM })).toBeNull()
  })
})

describe('session', () => {
  test('the wallet revoking the site disconnects; an explicit disconnect is not restored by reconnect', async () => {
    const local = await createWorld(['//Alice'], memoryStorage())
    try {
      const events: string[] = []
      local.adapter.subscribe((event) => events.push(event.type))
      const parameters = { connectorId: 'portico-dev-wallet', network: local.network }
      await local.adapter.connect(parameters)
      local.wallet.disconnect()
      await expect.poll(() => events).toEqual(['accounts', 'disconnect'])
      expect(await local.adapter.getAccounts()).toEqual([])

      await local.adapter.connect(parameters)
      await local.adapter.disconnect()
      expect(await local.adapter.reconnect(parameters)).toBeUndefined()
      const again = await local.adapter.connect(parameters)
      expect(again.accounts.map((a) => a.address)).toEqual([alice()])
      expect((await local.adapter.reconnect(parameters))?.accounts.map((a) => a.address)).toEqual([alice()])
    } finally {
      await local.stop()
    }
  })
})

describe('rejection', () => {
  test('a refusal in the wallet is core user rejection (4001) for connect, sign and send; nothing is sent', async () => {
    const local = await createWorld(['//Alice'])
    try {
      local.wallet.setPolicy('reject')
      const connect = await local.adapter
        .connect({ connectorId: 'portico-dev-wallet', network: local.network })
        .catch((e: unknown) => e)
      expect(connect).toBeInstanceOf(UserRejectedRequestError)
      expect((connect as UserRejectedRequestError).code).toBe(4001)

      local.wallet.setPolicy('approve')
      await local.adapter.connect({ connectorId: 'portico-dev-wallet', network: local.network })
      local.wallet.setPolicy('reject')
      const sign = await local.adapter
        .signMessage({ address: alice(), message: 'no' })
        .catch((e: unknown) => e)
      expect(isUserRejection(sign)).toBe(true)

      const network = local.network
      const before = await local.adapter.getBalances({ address: alice(), network })
      const send = await local.adapter
        .sendTransfer({ network, from: alice(), to: fresh('Rejected'), value: KSM })
        .catch((e: unknown) => e)
      expect(send).toBeInstanceOf(UserRejectedRequestError)
      expect((send as Error).message).toBe('User rejected the request')
      expect((await local.adapter.getBalances({ address: alice(), network })).free).toBe(before.free)
    } finally {
      await local.stop()
    }
  })
})
