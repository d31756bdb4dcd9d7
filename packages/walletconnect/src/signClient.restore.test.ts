import { startRelay } from '@portico/relay'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from './storage.js'
import { eip155, next, signClientWorld } from './test/signClientWorld.js'
import { startWallet } from './test/wallet.js'

const world = signClientWorld()
const { dapp, connected } = world

// Sessions that outlive their client or their relay: restored from storage, and carried across a relay restart.

describe('Sign client with the reference wallet', () => {
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
    await world.wallet.wallet.emit({
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
