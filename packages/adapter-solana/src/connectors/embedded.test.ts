import { type AdapterEvent, AUTH_CONNECTOR_ID, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { createSolanaDevWallet, type SolanaDevWallet } from '@portico/dev-wallet/solana'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../adapter.js'
import { solanaDevWalletSession } from '../test/walletConnectSession.js'
import { startWorld, type World } from '../test/world.js'

// The embedded wallet (connector id ID_AUTH) reaches the adapter as a session of the same shape as a
// WalletConnect session's, which core builds over the wallet service's frame. Here the wallet end of that
// session is the real Solana dev wallet answering in the same wire shapes (see test/walletConnectSession.ts),
// on the local litesvm chain, serving the methods the embedded wallet serves.

let world: World
let wallets: SolanaDevWallet[]
const embeddedMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

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

async function embeddedSession() {
  for (const wallet of wallets) wallet.setPolicy('approve')
  const wc = await solanaDevWalletSession(wallets, [world.devnet.caipNetworkId], { methods: embeddedMethods })
  return { wc, session: { ...wc.session, peer: { name: 'Email' } } }
}

describe('the ID_AUTH connector', () => {
  it('connects through the embedded session: a message signature and a transfer through it', async () => {
    const { wc, session } = await embeddedSession()
    const adapter = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
    const result = await adapter.connect({
      connectorId: AUTH_CONNECTOR_ID,
      network: world.network,
      embedded: session,
    })
    const address = world.devnet.accounts[0]!.address
    expect(result).toEqual({
      accounts: [{ namespace: 'solana', address, type: 'eoa', publicKey: address }],
      caipNetworkId: world.devnet.caipNetworkId,
    })
    expect(wc.requests).toEqual([])

    const { signature } = await adapter.signMessage({ address, message: 'hello by e-mail' })
    expect(adapter.verifyMessage({ address, message: 'hello by e-mail', signature })).toBe(true)
    const to = Keypair.generate().publicKey.toBase58()
    const { hash } = await adapter.sendTransfer({
      network: world.network,
      from: address,
      to,
      value: 5_000_000n,
    })
    await adapter.waitForTransaction({ network: world.network, signature: hash })
    expect((await adapter.getBalance({ address: to, network: world.network })).balance).toBe('0.005')
    expect(wc.requests.map(({ method, chainId }) => [method, chainId])).toEqual([
      ['solana_signMessage', world.devnet.caipNetworkId],
      ['solana_signAndSendTransaction', world.devnet.caipNetworkId],
    ])
    adapter.destroy()
  })

  it('needs the embedded session; a refusal in the frame is the user rejecting', async () => {
    const { wc, session } = await embeddedSession()
    const adapter = createSolanaAdapter({ wallets: world.registry })
    await expect(
      adapter.connect({ connectorId: AUTH_CONNECTOR_ID, network: world.network, walletConnect: wc.session }),
    ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
    const { accounts } = await adapter.connect({
      connectorId: AUTH_CONNECTOR_ID,
      network: world.network,
      embedded: session,
    })
    wallets[0]!.setPolicy('reject')
    const error = await adapter.signMessage({ address: accounts[0]!.address, message: 'no' }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    adapter.destroy()
  })

  it('reconnect restores the login even after an extension was disconnected; sign-out disconnects', async () => {
    const { wc, session } = await embeddedSession()
    const storage = memoryStorage()
    storage.setItem('portico.solana.disconnected', 'true')
    const adapter = createSolanaAdapter({ wallets: world.registry, storage })
    expect(
      await adapter.reconnect({ connectorId: AUTH_CONNECTOR_ID, network: world.network }),
    ).toBeUndefined()
    const restored = await adapter.reconnect({
      connectorId: AUTH_CONNECTOR_ID,
      network: world.network,
      embedded: session,
    })
    expect(restored?.accounts[0]?.address).toBe(world.devnet.accounts[0]!.address)

    // Disconnecting only lets go of the session (core signs the login out); nothing is asked of the wallet.
    await adapter.disconnect()
    expect(wc.requests).toEqual([])
    expect(storage.getItem('portico.solana.disconnected')).toBe('true')

    await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, network: world.network, embedded: session })
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    wc.remove() // the session's 'deleted': signed out
    expect(events).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(await adapter.getAccounts()).toEqual([])
    adapter.destroy()
  })
})
