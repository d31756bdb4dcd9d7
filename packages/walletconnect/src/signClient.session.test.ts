import { describe, expect, test } from 'vitest'
import { ProposalExpiredError, WalletConnectError } from './errors.js'
import { parsePairingUri } from './pairingUri.js'
import { eip155, metadata, next, signClientWorld, solana, until } from './test/signClientWorld.js'
import { evmAccount, solanaAccount } from './test/wallet.js'

const world = signClientWorld()
const { dapp, connected } = world

// A dapp and the reference wallet over a local relay: connect, requests, events, updates, expiry and the ends of a
// session.

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
    await world.wallet.wallet.core.pairing.pair({ uri })
    const session = await approval
    const proposal = world.wallet.proposals.at(-1)!
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
    await until(() => world.wallet.wallet.session.get(session.topic).acknowledged)
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
    world.wallet.behaviour.onRequest = async (w, { id, topic }) => {
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
    world.wallet.behaviour.onProposal = async (w, { id }) => {
      await w.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    }
    const client = dapp()
    const { uri, approval } = await client.connect({ requiredNamespaces: { eip155 } })
    await world.wallet.wallet.core.pairing.pair({ uri })
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
    await world.wallet.wallet.emit({
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
    await world.wallet.wallet.emit({
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
    const { acknowledged } = await world.wallet.wallet.update({ topic: session.topic, namespaces })
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
    const { acknowledged } = await world.wallet.wallet.extend({ topic: session.topic })
    await acknowledged()
    expect((await extended).params.expiry).toBe(client.getSessions()[0]!.expiry)
  })

  test('the wallet deletes the session: session_delete, and it is gone', async () => {
    const { client, session } = await connected()
    const deleted = next(client, 'session_delete')
    await world.wallet.wallet.disconnect({
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
    const seen = new Promise<unknown>((resolve) => world.wallet.wallet.once('session_delete', resolve))
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
})
