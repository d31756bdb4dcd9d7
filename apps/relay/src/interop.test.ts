import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'
import { account, type Client, closeClient, initClient, pairRequestAndEvent } from './test/signClients.js'

// Interoperability: two reference Sign clients (@walletconnect/sign-client 2.21.8), one as the dapp and one as
// the wallet, pair, settle a session, answer a request and send an event through this relay.

describe('reference Sign clients through this relay', () => {
  let relay: Relay
  let dapp: Client | undefined
  let wallet: Client | undefined
  beforeAll(async () => {
    relay = await startRelay({ port: 0 })
  })
  afterAll(async () => {
    await closeClient(dapp)
    await closeClient(wallet)
    await relay?.stop()
  })

  test('pair, approve, request/response and a session event', async () => {
    dapp = await initClient(relay.url, 'dapp')
    wallet = await initClient(relay.url, 'wallet')
    const { session, result, event } = await pairRequestAndEvent(dapp, wallet)
    expect(session.namespaces.eip155?.accounts).toEqual([account])
    expect(session.peer.metadata.name).toBe('wallet')
    expect(result).toBe('signed:0x68656c6c6f')
    expect(event).toEqual({ name: 'accountsChanged', data: [account.slice(9)] })
  })

  test('a request sent while the wallet was offline reaches it when it reconnects', async () => {
    if (!dapp || !wallet) throw new Error('needs the session of the previous test')
    const [session] = dapp.session.getAll()
    if (!session) throw new Error('no session')
    await wallet.core.relayer.transportClose()
    const answer = dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x6f66666c696e65', account.slice(9)] },
    })
    await new Promise((r) => setTimeout(r, 200))
    await wallet.core.relayer.transportOpen()
    expect(await answer).toBe('signed:0x6f66666c696e65')
  })
})
