import {
  type AdapterEvent,
  memoryStorage,
  solana as solanaMainnet,
  UnsupportedChainError,
  UserRejectedRequestError,
} from '@portico/core'
import { createSolanaDevWallet } from '@portico/dev-wallet/solana'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from './adapter.js'
import { ConnectorNotFoundError, WalletRedirectError } from './errors/connector.js'
import {
  InvalidCommitmentError,
  InvalidSendParametersError,
  SendTransactionFailedError,
} from './errors/transaction.js'
import { createRegistry, startWorld, type World } from './test/world.js'
import { PREFLIGHT_COMMITMENTS } from './utils/commitment.js'

let world: World
let adapter: SolanaAdapter
let address: string
const WALLET = 'Portico Dev Wallet'

beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

beforeEach(async () => {
  world.dev.setPolicy('approve')
  adapter?.destroy()
  adapter = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
  const { accounts } = await adapter.connect({ connectorId: WALLET, network: world.network })
  address = accounts[0]!.address
})

const fresh = () => Keypair.generate().publicKey.toBase58()
const mint = () => ({ address: world.devnet.mint.address, decimals: 6 })
const transferTx = async (lamports: number, to = fresh()) => {
  const connection = await adapter.getConnection(world.network)
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(address), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: new PublicKey(to), lamports }),
  )
}

describe('connect', () => {
  it('finds the Wallet Standard wallet and connects its account on the asked network', async () => {
    expect(adapter.getConnectors().map((c) => [c.id, c.chain, c.type])).toEqual([
      [WALLET, 'solana', 'ANNOUNCED'],
    ])
    expect(await adapter.getAccounts()).toEqual([
      { namespace: 'solana', address: world.dev.address, type: 'eoa', publicKey: world.dev.address },
    ])
    expect(address).toBe(world.devnet.accounts[0]!.address)
    expect(adapter.getNetwork()?.caipNetworkId).toBe(world.devnet.caipNetworkId)
  })

  it('follows the wallet: a disconnect from the wallet ends the connection', async () => {
    const events: AdapterEvent['type'][] = []
    adapter.subscribe((event) => events.push(event.type))
    world.dev.disconnect()
    expect(events).toEqual(['accounts', 'disconnect'])
    expect(await adapter.getAccounts()).toEqual([])
  })

  it('restores silently, but not after an explicit disconnect', async () => {
    const other = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
    expect((await other.reconnect({ connectorId: WALLET, network: world.network }))?.accounts).toHaveLength(1)
    await other.disconnect()
    expect(await other.reconnect({ connectorId: WALLET, network: world.network })).toBeUndefined()
    other.destroy()
  })

  it('a reload restores the connection silently (the same account, no prompt), but not after a disconnect', async () => {
    // The page's localStorage, which the app's adapter and the wallet share; each "load" makes them anew.
    const page = memoryStorage()
    const prompts: string[] = []
    const load = () => {
      const wallets = createRegistry()
      createSolanaDevWallet({
        rpcUrl: world.devnet.rpcUrl,
        chains: [world.devnet.caipNetworkId],
        policy: 'prompt',
        prompt: async ({ method }) => {
          prompts.push(method)
          return true
        },
        permissionStorage: page,
      }).register(wallets)
      return createSolanaAdapter({ wallets, storage: page })
    }
    const asked = { connectorId: WALLET, network: world.network }
    const first = load()
    const connected = await first.connect(asked)
    expect(prompts).toEqual(['solana:connect'])
    first.destroy()

    const second = load()
    expect(await second.reconnect(asked)).toEqual(connected)
    expect(await second.getAccounts()).toEqual(connected.accounts)
    expect(prompts).toEqual(['solana:connect'])
    await second.disconnect()
    second.destroy()

    const third = load()
    expect(await third.reconnect(asked)).toBeUndefined()
    third.destroy()
    expect(prompts).toEqual(['solana:connect'])
  })

  it('refuses a wallet that declines (4001) and an unknown wallet', async () => {
    world.dev.disconnect()
    world.dev.setPolicy('reject')
    const error = await adapter.connect({ connectorId: WALLET, network: world.network }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    await expect(adapter.connect({ connectorId: 'Nope', network: world.network })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  it('switches only to networks the wallet serves', async () => {
    await expect(adapter.switchNetwork({ network: solanaMainnet })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
    expect(adapter.getNetwork()?.caipNetworkId).toBe(world.devnet.caipNetworkId)
  })
})

describe('deep links', () => {
  const location = () => ({ href: 'https://dapp.example/swap?x=1', origin: 'https://dapp.example' })

  it('sends Phantom without its extension to its browse page', async () => {
    const target = { location: location() }
    const other = createSolanaAdapter({ wallets: world.registry, target })
    const error = await other.connect({ connectorId: 'phantom', network: world.network }).catch((e) => e)
    expect(error).toBeInstanceOf(WalletRedirectError)
    expect(target.location.href).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fdapp.example',
    )
    other.destroy()
  })

  it('sends Coinbase Wallet without its Solana extension to its dapp link, but not when it is there', async () => {
    const target = { location: location() }
    const other = createSolanaAdapter({ wallets: world.registry, target })
    await expect(
      other.connect({ connectorId: 'coinbaseWallet', network: world.network }),
    ).rejects.toBeInstanceOf(WalletRedirectError)
    expect(target.location.href).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1',
    )
    const installed = { location: location(), coinbaseSolana: {}, phantom: { solana: {} } }
    const third = createSolanaAdapter({ wallets: world.registry, target: installed })
    for (const connectorId of ['coinbaseWallet', 'phantom']) {
      await expect(third.connect({ connectorId, network: world.network })).rejects.toBeInstanceOf(
        ConnectorNotFoundError,
      )
    }
    expect(installed.location.href).toBe(location().href)
    other.destroy()
    third.destroy()
  })
})

describe('balances and signing', () => {
  it('reads SOL and SPL balances', async () => {
    const account = world.devnet.accounts[1]!.address
    expect(await adapter.getBalance({ address: account, network: world.network })).toEqual({
      balance: '100',
      symbol: 'SOL',
    })
    const token = await adapter.getTokenBalance({
      address: account,
      network: world.network,
      mint: mint().address,
    })
    expect(token).toEqual({ amount: 1_000_000_000n, decimals: 6, balance: '1000' })
    expect(
      (await adapter.getTokenBalance({ address: fresh(), network: world.network, mint: mint().address }))
        .balance,
    ).toBe('0')
  })

  it('signs a message (solana_signMessage) that verifies against the address', async () => {
    const { signature } = await adapter.signMessage({ address, message: 'Sign in to Portico' })
    expect(adapter.verifyMessage({ address, message: 'Sign in to Portico', signature })).toBe(true)
    expect(adapter.verifyMessage({ address, message: 'Sign in to Portic0', signature })).toBe(false)
    expect(adapter.verifyMessage({ address: fresh(), message: 'Sign in to Portico', signature })).toBe(false)
    world.dev.setPolicy('reject')
    await expect(adapter.signMessage({ address, message: 'no' })).rejects.toMatchObject({ code: 4001 })
    world.dev.setPolicy('approve')
  })

  it('signs raw bytes (viem-style { raw }, hex or Uint8Array) as those bytes', async () => {
    const raw = new Uint8Array([0, 1, 2, 250, 251, 252])
    const { signature } = await adapter.signMessage({ address, message: { raw: '0x000102fafbfc' } })
    expect(adapter.verifyMessage({ address, message: raw, signature })).toBe(true)
    expect(adapter.verifyMessage({ address, message: new Uint8Array([0, 1, 2]), signature })).toBe(false)
    await expect(adapter.signMessage({ address, message: { raw: '0x0' } })).rejects.toThrow('Invalid message')
  })

  it('signs one and several transactions without sending them', async () => {
    const signed = await adapter.signTransaction({ transaction: await transferTx(1_000_000) })
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const all = await adapter.signAllTransactions({
      transactions: [await transferTx(1_000_000), await transferTx(2_000_000)],
    })
    expect(all.map((tx) => tx.verifySignatures())).toEqual([true, true])
    expect(
      await (await adapter.getConnection(world.network)).getSignatureStatus(bs58.encode(all[0]!.signature!)),
    ).toMatchObject({ value: null })
  })

  it('signs and sends with each of the eight preflight commitments, and refuses any other', async () => {
    for (const preflightCommitment of PREFLIGHT_COMMITMENTS) {
      const { signature } = await adapter.signAndSendTransaction({
        transaction: await transferTx(1_000_000),
        options: { preflightCommitment },
      })
      await adapter.waitForTransaction({ network: world.network, signature })
    }
    const bad = await adapter
      .signAndSendTransaction({
        transaction: await transferTx(1_000_000),
        options: { preflightCommitment: 'eventual' as never },
      })
      .catch((e) => e)
    expect(bad).toBeInstanceOf(InvalidCommitmentError)
    expect(bad.details).toBe(
      'eventual is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
  })
})

describe('sends', () => {
  it('sends SOL: the receiver gets the amount, the sender pays it plus the estimated fee', async () => {
    const to = fresh()
    const value = adapter.parseUnits('1.5', 9)
    const connection = await adapter.getConnection(world.network)
    const before = await connection.getBalance(new PublicKey(address))
    const fee = await adapter.estimateFee({ network: world.network, from: address, to, value })
    expect(fee).toBe(5000n)
    const { hash } = await adapter.sendTransfer({ network: world.network, from: address, to, value })
    await adapter.waitForTransaction({ network: world.network, signature: hash })
    expect(await adapter.getBalance({ address: to, network: world.network })).toEqual({
      balance: '1.5',
      symbol: 'SOL',
    })
    const after = await connection.getBalance(new PublicKey(address))
    expect(BigInt(before - after)).toBe(value + (fee as bigint))
  })

  it('sends SPL tokens, creating the receiver token account', async () => {
    const to = fresh()
    const token = mint()
    const before = await adapter.getTokenBalance({ address, network: world.network, mint: token.address })
    const value = adapter.parseUnits('12.5', 6)
    const { hash } = await adapter.sendTransfer({ network: world.network, from: address, to, value, token })
    await adapter.waitForTransaction({ network: world.network, signature: hash })
    expect(
      (await adapter.getTokenBalance({ address: to, network: world.network, mint: token.address })).balance,
    ).toBe('12.5')
    const after = await adapter.getTokenBalance({ address, network: world.network, mint: token.address })
    expect(before.amount - after.amount).toBe(12_500_000n)
    expect(await adapter.estimateFee({ network: world.network, from: address, to, value, token })).toBe(5000n)
  })

  it("refuses a bad receiver or amount with 'Please enter a valid amount and receiver address', before asking the wallet", async () => {
    world.dev.setPolicy('reject')
    const send = (to: string, value: bigint) =>
      adapter.sendTransfer({ network: world.network, from: address, to, value })
    for (const [to, value] of [
      ['0x52908400098527886E0F7030069857D2E4169EE7', 1n],
      ['not base58 0OIl', 1n],
      ['', 1n],
      [fresh(), 0n],
      [fresh(), -5n],
    ] as const) {
      const error = await send(to, value).catch((e) => e)
      expect(error).toBeInstanceOf(InvalidSendParametersError)
      expect(error.message).toBe('Please enter a valid amount and receiver address')
    }
    expect(
      await adapter.estimateFee({ network: world.network, from: address, to: 'nope', value: 1n }),
    ).toBeNull()
  })

  it("keeps a refusal as 4001 and words a failed send 'Failed to send transaction. Please try again.'", async () => {
    world.dev.setPolicy('reject')
    const rejected = await adapter
      .sendTransfer({ network: world.network, from: address, to: fresh(), value: 1_000_000n })
      .catch((e) => e)
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    expect(rejected.code).toBe(4001)

    world.dev.setPolicy('approve')
    const tooMuch = BigInt(10_000 * LAMPORTS_PER_SOL)
    const failed = await adapter
      .sendTransfer({ network: world.network, from: address, to: fresh(), value: tooMuch })
      .catch((e) => e)
    expect(failed).toBeInstanceOf(SendTransactionFailedError)
    expect(failed.message).toBe('Failed to send transaction. Please try again.')
    expect(failed.details).toMatch(/insufficient lamports|simulation failed/i)
  })
})
