import { type CaipNetworkId, memoryStorage } from '@portico/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import '../test/apiWorld.js'
import { createSiwx } from './createSiwx.js'
import { SiwxApiError } from './errors.js'
import type { SiwxSession } from './types.js'

// createSiwx against the real API started by the package's global setup (devnet + apps/api), signing with a
// fresh key: nonces, verification, tokens, the session check and revocation are the server's.
const world = inject('apiWorld')
const origin = 'http://localhost:5173'

function provider(storage = memoryStorage(), now?: () => number) {
  const siwx = createSiwx({
    api: { url: world.apiUrl, projectId: world.projectId },
    statement: 'Sign in to the test app',
    expiresIn: 3600,
    domain: 'localhost:5173',
    uri: origin,
  })
  siwx.attach?.({ storage, storageKey: 'test', now: now ?? Date.now })
  return siwx
}

async function signIn(siwx: ReturnType<typeof provider>, key = generatePrivateKey()) {
  const account = privateKeyToAccount(key)
  const chainId = `eip155:${world.chainId}` as CaipNetworkId
  const message = await siwx.createMessage({ chainId, accountAddress: account.address })
  const text = message.toString()
  const { toString: _, ...data } = message
  const session: SiwxSession = {
    data,
    message: text,
    signature: await account.signMessage({ message: text }),
  }
  return { account, chainId, session }
}

describe('createSiwx with the self-hosted API', () => {
  test('the nonce comes from the server; a signed message is verified and its session found through the token', async () => {
    const storage = memoryStorage()
    const siwx = provider(storage)
    const { account, chainId, session } = await signIn(siwx)
    expect(session.message).toMatch(/^localhost:5173 wants you to sign in with your Ethereum account:/)
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    await siwx.addSession(session)
    expect(storage.getItem('test.siwx')).toContain('"token"')
    expect(await siwx.getSessions(chainId, account.address)).toEqual([session])
    // Another network, or another address: no session.
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    // A reload (a new provider on the same storage) finds it.
    expect(await provider(storage).getSessions(chainId, account.address)).toEqual([session])
  })

  test('a nonce is single-use: the same signed message is refused the second time', async () => {
    const siwx = provider()
    const { session } = await signIn(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ name: 'SiwxApiError', status: 401 })
  })

  test('a signature by another key is refused', async () => {
    const siwx = provider()
    const { session } = await signIn(siwx)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) }
    await expect(siwx.addSession(forged)).rejects.toBeInstanceOf(SiwxApiError)
  })

  test('revokeSession signs out on the server: the old token no longer finds the session', async () => {
    const storage = memoryStorage()
    const siwx = provider(storage)
    const { account, chainId, session } = await signIn(siwx)
    await siwx.addSession(session)
    const token = (JSON.parse(storage.getItem('test.siwx') ?? '{}') as Record<string, { token: string }>)[
      `${chainId}:${account.address.toLowerCase()}`
    ]?.token
    await siwx.revokeSession(chainId, account.address)
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    const me = await fetch(`${world.apiUrl}/v1/auth/me?projectId=${world.projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.status).toBe(401)
  })

  test('a session past its expiry (by the clock) is never returned, and is forgotten', async () => {
    const storage = memoryStorage()
    let clock = Date.now()
    const siwx = provider(storage, () => clock)
    const { account, chainId, session } = await signIn(siwx)
    await siwx.addSession(session)
    clock += 3601_000
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    expect(storage.getItem('test.siwx')).toBeNull()
  })

  test('setSessions replaces the sessions (verifying each) and revokes the ones left out', async () => {
    const storage = memoryStorage()
    const siwx = provider(storage)
    const one = await signIn(siwx)
    await siwx.addSession(one.session)
    const two = await signIn(siwx)
    await siwx.setSessions([two.session])
    expect(await siwx.getSessions(two.chainId, two.account.address)).toEqual([two.session])
    expect(await siwx.getSessions(one.chainId, one.account.address)).toEqual([])
    await siwx.setSessions([])
    expect(await siwx.getSessions(two.chainId, two.account.address)).toEqual([])
  })
})
