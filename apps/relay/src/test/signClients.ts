import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { expect } from 'vitest'

// Reference Sign clients (@walletconnect/sign-client 2.21.8) for interop tests: one plays the dapp, one the
// wallet, each with its own in-memory storage.

export type Client = Awaited<ReturnType<typeof SignClient.init>>

const metadata = (name: string) => ({
  name,
  description: `${name} (relay interop test)`,
  url: 'https://example.invalid',
  icons: [],
})

export async function initClient(relayUrl: string, name: string): Promise<Client> {
  const client = await SignClient.init({
    relayUrl,
    projectId: 'portico-test',
    metadata: metadata(name),
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `${name}-${randomBytes(4).toString('hex')}`,
  })
  // Tests stay on loopback: no lookup at the vendor's Verify service.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve
  return client
}

export async function closeClient(client: Client | undefined) {
  await client?.core.relayer.transportClose().catch(() => undefined)
}

export const account = 'eip155:1:0x000000000000000000000000000000000000dEaD'

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
