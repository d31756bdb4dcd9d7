import { type Relay, startRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { openEnvelope, sealEnvelope } from './envelope.js'
import { ProposalExpiredError, WalletConnectError } from './errors.js'
import { parsePairingUri } from './pairingUri.js'
import { generateClientKey } from './relayAuth.js'
import { createRelayClient, type RelayMessage } from './relayClient.js'
import { createSignClient, type SignClient } from './signClient.js'
import { createMemoryStorage, type KeyValueStorage } from './storage.js'
import { nodeWebSocket } from './test/reference.js'
import { approveAll, echo, evmAccount, solanaAccount, solanaChain, startWallet } from './test/wallet.js'
import type { SignClientEvent, SignClientEvents } from './types.js'

const metadata = {
  name: 'Portico test dapp',
  description: 'dapp',
  url: 'https://dapp.invalid',
  icons: ['https://dapp.invalid/i.png'],
}
const eip155 = {
  chains: ['eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}
const solana = { chains: [solanaChain], methods: ['solana_signMessage'], events: [] }

let relay: Relay
let wallet: Awaited<ReturnType<typeof startWallet>>
let WebSocket: typeof globalThis.WebSocket
const clients: SignClient[] = []

beforeAll(async () => {
  WebSocket = await nodeWebSocket()
  relay = await startRelay()
  wallet = await startWallet(relay.url)
})
afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  wallet.behaviour.onProposal = approveAll
  wallet.behaviour.onRequest = echo
})

function dapp(options: { storage?: KeyValueStorage; now?: () => number; relayUrl?: string } = {}) {
  const client = createSignClient({
    relayUrl: options.relayUrl ?? relay.url,
    metadata,
    WebSocket,
    ...options,
  })
  clients.push(client)
  return client
}

const until = async (condition: () => boolean, timeout = 10_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function next<event extends SignClientEvent>(client: SignClient, event: event) {
  return new Promise<SignClientEvents[event]>((resolve) => {
    const off = client.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

async function connected(client = dapp()) {
  const { uri, approval } = await client.connect({
    requiredNamespaces: { eip155 },
    optionalNamespaces: { solana },
  })
  await wallet.wallet.core.pairing.pair({ uri })
  return { client, session: await approval, uri }
}

describe('Sign client with the reference wallet', () => {
  test('connect: the URI pairs, the wallet sees the proposal and approves; approval resolves with the session', async () => {
    const client = dapp()
    const started = Date.now()
    const { uri, expiresAt, approval } = await client.connect({
      requiredNamespaces: { eip155 },
      optionalNamespaces: { solana },
    })
    const parsed = parsePairingUri(uri)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)
    expect(expiresAt).toBe(parsed.expiryTimestamp! * 1000)
    expect(expiresAt - started).toBeGreaterThan(295_000)
    expect(expiresAt - started).toBeLessThanOrEqual(301_000)
    await wallet.wallet.core.pairing.pair({ uri })
    const session = await approval
    const proposal = wallet.proposals.at(-1)!
    expect(proposal.params.proposer.metadata.name).toBe(metadata.name)
    expect(proposal.params.expiryTimestamp).toBe(parsed.expiryTimestamp)
    expect(proposal.params.pairingTopic).toBe(parsed.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([evmAccount])
    expect(session.namespaces.solana?.accounts).toEqual([solanaAccount])
    expect(session.peer.metadata.name).toBe('Reference wallet')
    expect(session.pairingTopic).toBe(parsed.topic)
    expect(session.expiry).toBeGreaterThan(Date.now() / 1000 + 6 * 86400)
    expect(client.getSessions().map((s) => s.topic)).toEqual([session.topic])
    // The wallet holds the same session, acknowledged once our answer to its settlement arrives.
    await until(() => wallet.wallet.session.get(session.topic).acknowledged)
  })

  test('request: the wallet answers; the result comes back', async () => {
    const { client, session } = await connected()
    const result = await client.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', evmAccount.slice(9)] },
    })
    expect(result).toBe('signed:0x68656c6c6f')
  })

  test('request: the wallet declines; its error code and message come back', async () => {
    const { client, session } = await connected()
    wallet.behaviour.onRequest = async (w, { id, topic }) => {
      await w.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
      })
    }
    const error = await client
      .request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x00'] },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('the wallet rejects the proposal: approval rejects with 5000', async () => {
    wallet.behaviour.onProposal = async (w, { id }) => {
      await w.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    }
    const client = dapp()
    const { uri, approval } = await client.connect({ requiredNamespaces: { eip155 } })
    await wallet.wallet.core.pairing.pair({ uri })
    await expect(approval).rejects.toMatchObject({ name: 'WalletConnectError', code: 5000 })
    expect(client.getSessions()).toEqual([])
  })

  test('the proposal expires unanswered: approval rejects with ProposalExpiredError', async () => {
    let offset = 0
    const client = dapp({ now: () => Date.now() + offset })
    const { approval } = await client.connect({ requiredNamespaces: { eip155 } })
    offset = 301_000
    await expect(approval).rejects.toBeInstanceOf(ProposalExpiredError)
  })

  test('a shorter pairing lifetime: the URI and the proposal expire after it', async () => {
    let offset = 0
    const client = dapp({ now: () => Date.now() + offset })
    const started = Date.now()
    const { uri, expiresAt, approval } = await client.connect({ requiredNamespaces: { eip155 }, expiry: 240 })
    expect(expiresAt - started).toBeGreaterThan(235_000)
    expect(expiresAt - started).toBeLessThanOrEqual(241_000)
    expect(parsePairingUri(uri).expiryTimestamp! * 1000).toBe(expiresAt)
    offset = 241_000
    await expect(approval).rejects.toBeInstanceOf(ProposalExpiredError)
    await expect(client.connect({ expiry: 30 })).rejects.toBeInstanceOf(RangeError)
  })

  test('the wallet emits accountsChanged and chainChanged: session_event', async () => {
    const { client, session } = await connected()
    const accounts = next(client, 'session_event')
    await wallet.wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: ['0x000000000000000000000000000000000000bEEF'] },
    })
    expect(await accounts).toEqual({
      topic: session.topic,
      params: {
        chainId: 'eip155:1',
        event: { name: 'accountsChanged', data: ['0x000000000000000000000000000000000000bEEF'] },
      },
    })
    const chain = next(client, 'session_event')
    await wallet.wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1 },
    })
    expect((await chain).params.event).toEqual({ name: 'chainChanged', data: 1 })
  })

  test('the wallet updates the namespaces: session_update, and the session shows them', async () => {
    const { client, session } = await connected()
    const updated = next(client, 'session_update')
    const namespaces = {
      ...session.namespaces,
      eip155: {
        ...session.namespaces.eip155!,
        accounts: [evmAccount, 'eip155:10:0x000000000000000000000000000000000000dEaD'],
        chains: ['eip155:1', 'eip155:10'],
      },
    }
    const { acknowledged } = await wallet.wallet.update({ topic: session.topic, namespaces })
    expect((await updated).params.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
    await acknowledged()
    expect(client.getSessions()[0]?.namespaces.eip155?.accounts).toHaveLength(2)
  })

  test('ping and extend go through; the wallet extends too: session_extend', async () => {
    const { client, session } = await connected()
    await client.ping({ topic: session.topic })
    const before = client.getSessions()[0]!.expiry
    await client.extend({ topic: session.topic })
    expect(client.getSessions()[0]!.expiry).toBeGreaterThanOrEqual(before)
    const extended = next(client, 'session_extend')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const { acknowledged } = await wallet.wallet.extend({ topic: session.topic })
    await acknowledged()
    expect((await extended).params.expiry).toBe(client.getSessions()[0]!.expiry)
  })

  test('the wallet deletes the session: session_delete, and it is gone', async () => {
    const { client, session } = await connected()
    const deleted = next(client, 'session_delete')
    await wallet.wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await deleted).toEqual({
      topic: session.topic,
      params: { code: 6000, message: 'User disconnected.' },
    })
    expect(client.getSessions()).toEqual([])
    await expect(
      client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
    ).rejects.toMatchObject({ code: 7001 })
  })

  test('disconnect sends wc_sessionDelete (6000) and the wallet drops the session', async () => {
    const { client, session } = await connected()
    const seen = new Promise<unknown>((resolve) => wallet.wallet.once('session_delete', resolve))
    await client.disconnect({ topic: session.topic })
    expect(await seen).toMatchObject({ topic: session.topic })
    expect(client.getSessions()).toEqual([])
  })

  test('a session past its expiry is dropped with session_expire', async () => {
    let offset = 0
    const { client, session } = await connected(dapp({ now: () => Date.now() + offset }))
    const expired = next(client, 'session_expire')
    offset = 8 * 86_400_000
    expect(client.getSessions()).toEqual([])
    expect(await expired).toEqual({ topic: session.topic })
  })

  test('restore: a new client on the same storage brings the session back and its requests work', async () => {
    const storage = createMemoryStorage()
    const { client, session } = await connected(dapp({ storage }))
    client.destroy()
    const reloaded = dapp({ storage })
    const restored = await reloaded.restore()
    expect(restored.map((s) => s.topic)).toEqual([session.topic])
    expect(restored[0]?.namespaces).toEqual(session.namespaces)
    const result = await reloaded.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x01'] },
    })
    expect(result).toBe('signed:0x01')
    const event = next(reloaded, 'session_event')
    await wallet.wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1 },
    })
    expect((await event).topic).toBe(session.topic)
  })

  test('restore does not wait for a relay that is down; the session is there and requests go out once it is back', async () => {
    const own = await startRelay()
    const port = Number(new URL(own.url).port)
    const ownWallet = await startWallet(own.url)
    let current = own
    try {
      const storage = createMemoryStorage()
      const first = dapp({ storage, relayUrl: own.url })
      const { uri, approval } = await first.connect({ requiredNamespaces: { eip155 } })
      await ownWallet.wallet.core.pairing.pair({ uri })
      const session = await approval
      first.destroy()
      await current.stop()
      const reloaded = dapp({ storage, relayUrl: own.url })
      const started = Date.now()
      expect((await reloaded.restore()).map((s) => s.topic)).toEqual([session.topic])
      expect(Date.now() - started).toBeLessThan(5_000)
      const answer = reloaded.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x03'] },
      })
      current = await startRelay({ port })
      expect(await answer).toBe('signed:0x03')
    } finally {
      await ownWallet.stop()
      await current.stop()
    }
  }, 60_000)

  test('a restore drops stored sessions that expired meanwhile', async () => {
    const storage = createMemoryStorage()
    const { client, session } = await connected(dapp({ storage }))
    client.destroy()
    const later = dapp({ storage, now: () => Date.now() + 8 * 86_400_000 })
    const expired: string[] = []
    later.on('session_expire', ({ topic }) => expired.push(topic))
    expect(await later.restore()).toEqual([])
    expect(expired).toEqual([session.topic])
  })
})

describe('Sign client robustness', () => {
  test('malformed or foreign messages on the session topic are refused or ignored; the session keeps working', async () => {
    // A wallet of its own, gone before the misbehaving peer speaks, so only our client answers.
    const ownWallet = await startWallet(relay.url)
    const storage = createMemoryStorage()
    const client = dapp({ storage })
    const { uri, approval } = await client.connect({ requiredNamespaces: { eip155 } })
    await ownWallet.wallet.core.pairing.pair({ uri })
    const session = await approval
    await ownWallet.stop()
    const stored = JSON.parse(storage.getItem('portico.wc.sessions')!) as { topic: string; symKey: string }[]
    const symKey = stored[0]!.symKey
    // A second relay client on the same topic plays a misbehaving peer and reads the answers.
    const answers: unknown[] = []
    const peer = createRelayClient({
      relayUrl: relay.url,
      clientKey: generateClientKey(),
      WebSocket,
      onMessage: ({ message }: RelayMessage) => {
        try {
          answers.push(JSON.parse(openEnvelope({ symKey, encoded: message })))
        } catch {
          // not sealed with the session key
        }
      },
    })
    try {
      await peer.subscribe(session.topic)
      const send = (payload: unknown, key = symKey) =>
        peer.publish({
          topic: session.topic,
          message: sealEnvelope({ symKey: key, message: JSON.stringify(payload) }),
          tag: 1104,
          ttl: 300,
        })
      await send({
        id: 1,
        jsonrpc: '2.0',
        method: 'wc_sessionUpdate',
        params: { namespaces: { eip155: { accounts: ['nope'] } } },
      })
      await send({ id: 2, jsonrpc: '2.0', method: 'wc_somethingElse', params: {} })
      await send({ id: 3, jsonrpc: '2.0', method: 'wc_sessionEvent', params: { event: {} } })
      await send({ id: 4, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: {} }, 'ab'.repeat(32)) // wrong key
      await peer.publish({ topic: session.topic, message: 'not an envelope', tag: 1104, ttl: 300 })
      await until(() => answers.filter((answer) => (answer as { error?: unknown }).error).length === 3)
      const errors = Object.fromEntries(
        answers
          .filter(
            (answer): answer is { id: number; error: { code: number } } => 'error' in (answer as object),
          )
          .map((answer) => [answer.id, answer.error.code]),
      )
      expect(errors).toEqual({ 1: 1003, 2: -32601, 3: 1002 })
      expect(client.getSessions()[0]?.namespaces).toEqual(session.namespaces)
      // A well-formed event still gets through.
      const event = next(client, 'session_event')
      await send({
        id: 5,
        jsonrpc: '2.0',
        method: 'wc_sessionEvent',
        params: { event: { name: 'chainChanged', data: 1 }, chainId: 'eip155:1' },
      })
      expect((await event).params.chainId).toBe('eip155:1')
      // An error answer of any shape rejects the request with a code and a message.
      const pending = client
        .request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })
        .catch((error: unknown) => error)
      const sent = await new Promise<number>((resolve) => {
        const id = setInterval(() => {
          const request = answers.find(
            (answer) => (answer as { method?: string }).method === 'wc_sessionRequest',
          )
          if (request) {
            clearInterval(id)
            resolve((request as { id: number }).id)
          }
        }, 20)
      })
      await send({ id: sent, jsonrpc: '2.0', error: {} })
      expect(await pending).toMatchObject({ code: -32000, message: 'The wallet answered with an error' })
    } finally {
      peer.close()
    }
  })

  test('connect rejects when the relay cannot be reached', async () => {
    const client = dapp({ relayUrl: 'ws://127.0.0.1:9' })
    await expect(client.connect({ requiredNamespaces: { eip155 } })).rejects.toThrow(
      /Could not reach the relay/,
    )
  }, 20_000)
})

describe('Sign client across a relay restart', () => {
  test('reconnects, resubscribes, and a request made while the relay was down is delivered and answered', async () => {
    const own = await startRelay()
    const port = Number(new URL(own.url).port)
    let current = own
    const ownWallet = await startWallet(own.url)
    try {
      const client = dapp({ relayUrl: own.url })
      const { uri, approval } = await client.connect({ requiredNamespaces: { eip155 } })
      await ownWallet.wallet.core.pairing.pair({ uri })
      const session = await approval
      await current.stop()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const answer = client.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0xdown'] },
      })
      current = await startRelay({ port })
      expect(await answer).toBe('signed:0xdown')
      const event = next(client, 'session_event')
      await ownWallet.wallet.emit({
        topic: session.topic,
        chainId: 'eip155:1',
        event: { name: 'chainChanged', data: 1 },
      })
      expect((await event).params.event.name).toBe('chainChanged')
    } finally {
      await ownWallet.stop()
      await current.stop()
    }
  }, 60_000)
})
