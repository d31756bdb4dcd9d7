import { describe, expect, test } from 'vitest'
import { openEnvelope, sealEnvelope } from './envelope.js'
import { generateClientKey } from './relayAuth.js'
import { createRelayClient, type RelayMessage } from './relayClient.js'
import { createMemoryStorage } from './storage.js'
import { eip155, next, signClientWorld, until } from './test/signClientWorld.js'
import { startWallet } from './test/wallet.js'

const world = signClientWorld()
const { dapp } = world

// A misbehaving peer on the session topic, and a relay that cannot be reached.

describe('Sign client robustness', () => {
  test('malformed or foreign messages on the session topic are refused or ignored; the session keeps working', async () => {
    // A wallet of its own, gone before the misbehaving peer speaks, so only our client answers.
    const ownWallet = await startWallet(world.relay.url)
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
      relayUrl: world.relay.url,
      clientKey: generateClientKey(),
      WebSocket: world.WebSocket,
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
