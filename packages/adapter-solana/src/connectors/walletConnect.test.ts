import {
  type AdapterEvent,
  memoryStorage,
  solanaDevnet,
  solana as solanaMainnet,
  UnsupportedChainError,
  UserRejectedRequestError,
} from '@portico/core'
import { createSolanaDevWallet, type SolanaDevWallet } from '@portico/dev-wallet/solana'
import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../adapter.js'
import { solanaDevWalletSession } from '../test/walletConnectSession.js'
import { startWorld, type World } from '../test/world.js'
import { walletConnectRequirements } from './walletConnectRequirements.js'

// The wallet end of these sessions is the real Solana dev wallet answering each session request in the
// WalletConnect wire shapes (see test/walletConnectSession.ts), on the local litesvm chain.

let world: World
let wallets: SolanaDevWallet[]
const allMethods = walletConnectRequirements.methods

beforeAll(async () => {
  world = await startWorld()
  wallets = [0, 1].map((index) =>
    createSolanaDevWallet({
      rpcUrl: world.devnet.rpcUrl,
      chains: [world.devnet.caipNetworkId],
      policy: 'approve',
      secretKey: world.devnet.accounts[index]!.keypair.secretKey,
    }),
  )
})
afterAll(() => world?.stop())

const local = () => world.devnet.caipNetworkId
const fresh = () => Keypair.generate().publicKey.toBase58()

async function connected({
  methods = allMethods,
  chains = [local(), solanaDevnet.caipNetworkId as `solana:${string}`],
}: {
  methods?: readonly string[]
  chains?: `solana:${string}`[]
} = {}) {
  for (const wallet of wallets) wallet.setPolicy('approve')
  const wc = await solanaDevWalletSession(wallets, chains, { methods })
  const adapter = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
  const result = await adapter.connect({
    connectorId: 'walletConnect',
    network: world.network,
    walletConnect: wc.session,
  })
  const address = result.accounts[0]!.address
  return { adapter, wc, result, address }
}

function record(adapter: SolanaAdapter) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

const transferTx = async (adapter: SolanaAdapter, from: string, lamports: number, to = fresh()) => {
  const { blockhash } = await (await adapter.getConnection(world.network)).getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }),
  )
}

it('asks a WalletConnect wallet for the solana signing methods and both wallet events', () => {
  expect(createSolanaAdapter({ wallets: world.registry }).walletConnect).toEqual({
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ],
    events: ['accountsChanged', 'chainChanged'],
  })
})

describe('connect', () => {
  it("gives the session's account on the asked network without asking the wallet", async () => {
    const { adapter, result, wc } = await connected()
    expect(result).toEqual({
      accounts: [
        {
          namespace: 'solana',
          address: world.devnet.accounts[0]!.address,
          type: 'eoa',
          publicKey: world.devnet.accounts[0]!.address,
        },
      ],
      caipNetworkId: local(),
    })
    expect(await adapter.getAccounts()).toEqual(result.accounts)
    expect(adapter.getNetwork()?.caipNetworkId).toBe(local())
    expect(wc.requests).toEqual([])
    adapter.destroy()
  })

  it('without a session, or with one that shares no solana account, connect fails', async () => {
    const adapter = createSolanaAdapter({ wallets: world.registry })
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: world.network }),
    ).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    const { wc } = await connected()
    wc.remove()
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: world.network, walletConnect: wc.session }),
    ).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
    adapter.destroy()
  })
})

describe('actions through the session', () => {
  it('signMessage (solana_signMessage, base58) verifies against the address', async () => {
    const { adapter, wc, address } = await connected()
    const { signature } = await adapter.signMessage({ address, message: 'Sign in over WalletConnect' })
    expect(adapter.verifyMessage({ address, message: 'Sign in over WalletConnect', signature })).toBe(true)
    expect(wc.requests).toEqual([
      {
        method: 'solana_signMessage',
        chainId: local(),
        params: { message: expect.any(String), pubkey: address },
      },
    ])
    adapter.destroy()
  })

  it('sendTransfer (solana_signAndSendTransaction) lands on the local chain', async () => {
    const { adapter, wc, address } = await connected()
    const to = fresh()
    const value = adapter.parseUnits('0.25', 9)
    const { hash } = await adapter.sendTransfer({ network: world.network, from: address, to, value })
    await adapter.waitForTransaction({ network: world.network, signature: hash })
    expect(await adapter.getBalance({ address: to, network: world.network })).toEqual({
      balance: '0.25',
      symbol: 'SOL',
    })
    expect(wc.requests.map(({ method, chainId }) => [method, chainId])).toEqual([
      ['solana_signAndSendTransaction', local()],
    ])
    adapter.destroy()
  })

  it('without solana_signAndSendTransaction the wallet signs (solana_signTransaction) and the node sends', async () => {
    const { adapter, wc, address } = await connected({
      methods: allMethods.filter((method) => method !== 'solana_signAndSendTransaction'),
    })
    const to = fresh()
    const { hash } = await adapter.sendTransfer({
      network: world.network,
      from: address,
      to,
      value: 3_000_000n,
    })
    await adapter.waitForTransaction({ network: world.network, signature: hash })
    expect((await adapter.getBalance({ address: to, network: world.network })).balance).toBe('0.003')
    expect(wc.requests.map(({ method }) => method)).toEqual(['solana_signTransaction'])
    adapter.destroy()
  })

  it('signTransaction: a signature-only answer is put into the transaction; a full answer is taken as is', async () => {
    const { adapter, wc, address } = await connected()
    const legacy = await adapter.signTransaction({
      transaction: await transferTx(adapter, address, 1_000_000),
    })
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)

    const message = (await transferTx(adapter, address, 2_000_000)).compileMessage()
    const versioned = await adapter.signTransaction({ transaction: new VersionedTransaction(message) })
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    const sent = await (await adapter.getConnection(world.network)).sendRawTransaction(versioned.serialize())
    await adapter.waitForTransaction({ network: world.network, signature: sent })

    wc.answerSignTransactionWith('transaction')
    const full = await adapter.signTransaction({ transaction: await transferTx(adapter, address, 1_000_000) })
    expect(full.verifySignatures()).toBe(true)
    expect(wc.requests.map(({ method }) => method)).toEqual([
      'solana_signTransaction',
      'solana_signTransaction',
      'solana_signTransaction',
    ])
    adapter.destroy()
  })

  it('signAllTransactions: one solana_signAllTransactions when approved, one request each otherwise', async () => {
    const all = await connected()
    const signed = await all.adapter.signAllTransactions({
      transactions: [
        await transferTx(all.adapter, all.address, 1),
        await transferTx(all.adapter, all.address, 2),
      ],
    })
    expect(signed.map((tx) => tx.verifySignatures())).toEqual([true, true])
    expect(all.wc.requests.map(({ method }) => method)).toEqual(['solana_signAllTransactions'])
    all.adapter.destroy()

    const each = await connected({
      methods: allMethods.filter((method) => method !== 'solana_signAllTransactions'),
    })
    const signedEach = await each.adapter.signAllTransactions({
      transactions: [
        await transferTx(each.adapter, each.address, 1),
        await transferTx(each.adapter, each.address, 2),
      ],
    })
    expect(signedEach.map((tx) => tx.verifySignatures())).toEqual([true, true])
    expect(each.wc.requests.map(({ method }) => method)).toEqual([
      'solana_signTransaction',
      'solana_signTransaction',
    ])
    each.adapter.destroy()
  })

  it("a request the wallet refuses (5000 'user rejected') is the user's rejection (4001)", async () => {
    const { adapter, address } = await connected()
    wallets[0]!.setPolicy('reject')
    const error = await adapter.signMessage({ address, message: 'no' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    const send = await adapter
      .sendTransfer({ network: world.network, from: address, to: fresh(), value: 1n })
      .catch((e: unknown) => e)
    expect(send).toBeInstanceOf(UserRejectedRequestError)
    adapter.destroy()
  })
})

describe('networks and wallet-side events', () => {
  it("switchNetwork moves among the session's chains and refuses others", async () => {
    const { adapter } = await connected()
    const events = record(adapter)
    await adapter.switchNetwork({ network: solanaDevnet })
    expect(adapter.getNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    await expect(adapter.switchNetwork({ network: solanaMainnet })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
    await adapter.switchNetwork({ network: world.network })
    expect(events).toEqual([
      { type: 'network', caipNetworkId: solanaDevnet.caipNetworkId },
      { type: 'network', caipNetworkId: local() },
    ])
    adapter.destroy()
  })

  it('account and chain changes reach the subscribers; a deleted session disconnects', async () => {
    const { adapter, wc } = await connected()
    await adapter.getConnection(solanaDevnet) // a network the adapter knows
    const events = record(adapter)
    wc.changeAccount(1)
    const second = world.devnet.accounts[1]!.address
    expect(events).toEqual([
      {
        type: 'accounts',
        accounts: [{ namespace: 'solana', address: second, type: 'eoa', publicKey: second }],
      },
    ])
    const { signature } = await adapter.signMessage({ address: second, message: 'from the second account' })
    expect(adapter.verifyMessage({ address: second, message: 'from the second account', signature })).toBe(
      true,
    )

    wc.changeChain(solanaDevnet.caipNetworkId as `solana:${string}`)
    expect(events.at(-1)).toEqual({ type: 'network', caipNetworkId: solanaDevnet.caipNetworkId })
    expect(adapter.getNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    wc.remove()
    expect(events.slice(-2)).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(await adapter.getAccounts()).toEqual([])
    adapter.destroy()
  })

  it('disconnect only lets go of the session; reconnect restores a stored one', async () => {
    const { adapter, wc, address } = await connected()
    const events = record(adapter)
    await adapter.disconnect()
    expect(await adapter.getAccounts()).toEqual([])
    wc.changeAccount(1)
    expect(events).toEqual([])
    wc.changeAccount(0)

    const reloaded = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
    expect(
      await reloaded.reconnect({
        connectorId: 'walletConnect',
        network: world.network,
        walletConnect: wc.session,
      }),
    ).toMatchObject({ accounts: [{ address }], caipNetworkId: local() })
    const { signature } = await reloaded.signMessage({ address, message: 'back' })
    expect(reloaded.verifyMessage({ address, message: 'back', signature })).toBe(true)

    expect(await reloaded.reconnect({ connectorId: 'walletConnect', network: world.network })).toBeUndefined()
    wc.remove()
    const another = createSolanaAdapter({ wallets: world.registry })
    expect(
      await another.reconnect({
        connectorId: 'walletConnect',
        network: world.network,
        walletConnect: wc.session,
      }),
    ).toBeUndefined()
    another.destroy()
    reloaded.destroy()
    adapter.destroy()
  })
})
