import { type AdapterEvent, AUTH_CONNECTOR_ID, memoryStorage, UserRejectedRequestError } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { parseEther, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../adapter.js'
import { anvilKeys, devnetNetwork, devWallet } from '../test/devnet.js'
import { devWalletSession } from '../test/walletConnectSession.js'

// The embedded wallet (connector id ID_AUTH) reaches the adapter as a session of the same shape as a
// WalletConnect session's, which core builds over the wallet service's frame. Here the wallet end of that
// session is the real dev wallet (see test/walletConnectSession.ts) on the local anvil chains, serving the
// methods the embedded wallet serves.

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const chainB = () => devnet.chains[1]!
/** What core's embedded session serves on eip155 (besides the reads), as its `getMethods()` lists them. */
const embeddedMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_switchEthereumChain',
]

async function embeddedSession() {
  const wallets = [devWallet(devnet.chains), devWallet(devnet.chains, { privateKey: anvilKeys[1] })]
  const wc = await devWalletSession(wallets, [chainA(), chainB()], { methods: embeddedMethods })
  return { wallets, wc, session: { ...wc.session, peer: { name: 'Email' } } }
}

describe('the ID_AUTH connector', () => {
  test('connects through the embedded session: accounts from it, signatures and a transfer through it', async () => {
    const { wallets, wc, session } = await embeddedSession()
    const adapter = createEvmAdapter({ target: new EventTarget() })
    const network = devnetNetwork(chainA())
    const result = await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, network, embedded: session })
    const address = wallets[0]!.address
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainA().chainId}`,
    })
    expect(wc.requests).toEqual([])

    const { signature } = await adapter.signMessage({ address, message: 'hello by e-mail' })
    expect(await adapter.verifyMessage({ network, address, message: 'hello by e-mail', signature })).toBe(
      true,
    )
    const to = '0x00000000000000000000000000000000000e4a11'
    const { hash } = await adapter.sendTransfer({ network, from: address, to, value: parseEther('0.25') })
    expect(await adapter.waitForReceipt({ network, hash })).toEqual({ status: 'success' })
    expect(
      await (await adapter.getPublicClient(network)).extend(publicActions).getBalance({ address: to }),
    ).toBe(parseEther('0.25'))
    expect(wc.requests.map((request) => request.method)).toEqual(['personal_sign', 'eth_sendTransaction'])
    adapter.destroy()
  })

  test('needs the embedded session: a WalletConnect session given instead is not used', async () => {
    const { wc } = await embeddedSession()
    const adapter = createEvmAdapter({ target: new EventTarget() })
    await expect(
      adapter.connect({
        connectorId: AUTH_CONNECTOR_ID,
        network: devnetNetwork(chainA()),
        walletConnect: wc.session,
      }),
    ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
    adapter.destroy()
  })

  test('a refusal in the frame is the user rejecting; a switch moves the frame to the chain', async () => {
    const { wallets, wc, session } = await embeddedSession()
    const adapter = createEvmAdapter({ target: new EventTarget() })
    await adapter.connect({
      connectorId: AUTH_CONNECTOR_ID,
      network: devnetNetwork(chainA()),
      embedded: session,
    })
    wallets[0]!.setPolicy('reject')
    const error = await adapter.signMessage({ address: wallets[0]!.address, message: 'no' }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)

    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.switchNetwork({ network: devnetNetwork(chainB()) })
    expect(events).toEqual([{ type: 'network', caipNetworkId: `eip155:${chainB().chainId}` }])
    expect(wc.requests.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      chainId: `eip155:${chainB().chainId}`,
    })
    adapter.destroy()
  })

  test('reconnect restores the login even after an injected wallet was disconnected; sign-out disconnects', async () => {
    const { wallets, wc, session } = await embeddedSession()
    const storage = memoryStorage()
    storage.setItem('portico.eip155.disconnected', 'true')
    const adapter = createEvmAdapter({ target: new EventTarget(), storage })
    const network = devnetNetwork(chainA())
    expect(await adapter.reconnect({ connectorId: AUTH_CONNECTOR_ID, network })).toBeUndefined()
    expect(await adapter.reconnect({ connectorId: AUTH_CONNECTOR_ID, network, embedded: session })).toEqual({
      accounts: [{ namespace: 'eip155', address: wallets[0]!.address, type: 'eoa' }],
      caipNetworkId: `eip155:${chainA().chainId}`,
    })

    // Disconnecting only lets go of the session (core signs the login out); nothing is asked of the wallet.
    await adapter.disconnect()
    expect(wc.requests).toEqual([])
    expect(storage.getItem('portico.eip155.disconnected')).toBe('true')

    await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, network, embedded: session })
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    wc.remove() // the session's 'deleted': signed out
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events).toEqual([{ type: 'accounts', accounts: [] }, { type: 'disconnect' }])
    expect(adapter.getWalletClient()).toBeUndefined()
    adapter.destroy()
  })
})
