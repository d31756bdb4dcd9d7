import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Relay, startRelay } from './index.js'

// Interoperability: two reference Sign clients (@walletconnect/sign-client 2.21.8), one as the dapp and one as
// the wallet, pair, settle a session, answer a request and send an event through this relay.

type Client = Awaited<ReturnType<typeof SignClient.init>>

const metadata = (name: string) => ({
  name,
  description: `${name} (relay interop test)`,
  url: 'https://example.invalid',
  icons: [],
})

export function initClient(relayUrl: string, name: string): Promise<Client> {
  return SignClient.init({
    relayUrl,
    projectId: 'portico-test',
    metadata: metadata(name),
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `${name}-${randomBytes(4).toString('hex')}`,
  })
}

export async function closeClient(client: Client | undefined) {
  await client?.core.relayer.transportClose().catch(() => undefined)
}

const account = 'eip155:1:0x000000000000000000000000000000000000dEaD'

/** Pairs `dapp` and `wallet`, approves, and runs a request and an event; returns what each side saw. */
export async function pairRequestAndEvent(dapp: Client, wallet: Client) {
  wallet.on('session_proposal', async ({ id, params }) => {
    expect(params.proposer.metadata.name).toBe('dapp')
    const { acknowledged } = await wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: [account],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
          chains: ['eip155:1'],
        },
      },
    })
    await acknowledged()
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    await wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: `signed:${String((params.request.params as string[])[0])}` },
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { methods: ['personal_sign'], chains: ['eip155:1'], events: ['accountsChanged'] },
    },
  })
  if (!uri) throw new Error('no pairing URI')
  await wallet.pair({ uri })
  const session = await approval()
  const result = await dapp.request<string>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', account.slice(9)] },
  })
  const event = new Promise<unknown>((resolve) =>
    dapp.on('session_event', ({ params }) => resolve(params.event)),
  )
  await wallet.emit({
    topic: session.topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [account.slice(9)] },
  })
  return { session, result, event: await event }
}

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
})
