import { randomBytes } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import { ed25519 } from '@noble/curves/ed25519'
import { tamper } from '@portico/dev-utils'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { type Relay, startRelay } from './index.js'
import {
  base58Decode,
  base58Encode,
  didKeyOf,
  publicKeyOfDidKey,
  signClientJwt,
  verifyClientJwt,
} from './relayToken.js'
import { connect } from './test/rpcClient.js'

describe('did:key and the client JWT', () => {
  test('base58 round-trips, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
      }),
    )
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(base58Decode('0OIl')).toBeUndefined()
  })

  test('an ed25519 did:key starts with z6Mk and names its key', () => {
    const publicKey = ed25519.getPublicKey(randomBytes(32))
    const did = didKeyOf(publicKey)
    expect(did).toMatch(/^did:key:z6Mk/)
    expect(publicKeyOfDidKey(did)).toEqual(publicKey)
  })

  const audiences = new Set(['wss://relay.example'])
  const nowSeconds = 1_800_000_000
  const secretKey = randomBytes(32)
  const valid = () =>
    signClientJwt({ secretKey, aud: 'wss://relay.example', iat: nowSeconds, exp: nowSeconds + 60 })

  test('a small-order did:key with the identity as R and S = 0 is refused (strict ed25519)', () => {
    const identity = new Uint8Array(32)
    identity[0] = 1
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(
      JSON.stringify({
        iss: didKeyOf(identity),
        aud: 'wss://relay.example',
        iat: nowSeconds,
        exp: nowSeconds + 60,
      }),
    ).toString('base64url')
    const signature = Buffer.concat([Buffer.from(identity), Buffer.alloc(32)]).toString('base64url')
    expect(() => verifyClientJwt(`${header}.${payload}.${signature}`, { nowSeconds, audiences })).toThrow(
      /signature/,
    )
  })

  test('a valid JWT yields its issuer', () => {
    expect(verifyClientJwt(valid(), { nowSeconds, audiences })).toBe(
      didKeyOf(ed25519.getPublicKey(secretKey)),
    )
  })

  test('a wrong signature, an expired JWT, another audience or garbage is refused', () => {
    const [h, p, s] = valid().split('.') as [string, string, string]
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...payload, exp: nowSeconds + 1e6 })).toString('base64url')
    expect(() => verifyClientJwt(`${h}.${forged}.${s}`, { nowSeconds, audiences })).toThrow(/signature/)
    const otherKey = signClientJwt({
      secretKey: randomBytes(32),
      aud: 'wss://relay.example',
      iat: 0,
      exp: nowSeconds + 60,
    })
    const [, , otherSignature] = otherKey.split('.')
    expect(() => verifyClientJwt(`${h}.${p}.${otherSignature}`, { nowSeconds, audiences })).toThrow(
      /signature/,
    )
    expect(() => verifyClientJwt(valid(), { nowSeconds: nowSeconds + 61, audiences })).toThrow(/expired/)
    const elsewhere = signClientJwt({
      secretKey,
      aud: 'wss://other.example',
      iat: nowSeconds,
      exp: nowSeconds + 60,
    })
    expect(() => verifyClientJwt(elsewhere, { nowSeconds, audiences })).toThrow(/aud/)
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(() => verifyClientJwt(text, { nowSeconds, audiences })).toThrow()
      }),
    )
  })
})

describe('the relay refuses connections', () => {
  let relay: Relay
  let restricted: Relay
  beforeAll(async () => {
    relay = await startRelay({ publicUrl: 'wss://relay.example' })
    restricted = await startRelay({ projectIds: ['good-project'] })
  })
  afterAll(async () => {
    await relay?.stop()
    await restricted?.stop()
  })

  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 101,
      (error: { status?: number }) => error.status,
    )

  test('without a JWT, or with a bad signature, an expired one or one for another relay: 401 at upgrade', async () => {
    expect(await status(connect(relay.url, { auth: null }))).toBe(401)
    const jwt = signClientJwt({
      secretKey: randomBytes(32),
      aud: relay.url,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    })
    expect(await status(connect(relay.url, { auth: tamper(jwt, jwt.length - 10) }))).toBe(401)
    expect(await status(connect(relay.url, { exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(401)
    expect(await status(connect(relay.url, { aud: 'wss://relay.walletconnect.org' }))).toBe(401)
    expect(await status(connect(relay.url, { auth: 'not-a-jwt' }))).toBe(401)
  })

  test('a JWT living longer than a day, or addressed to another path or scheme of this host, is refused', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await status(connect(relay.url, { exp: now + 2 * 86_400 }))).toBe(401)
    expect(await status(connect(relay.url, { exp: 8_640_000_000_000 }))).toBe(401)
    expect(await status(connect(relay.url, { aud: `${relay.url}/elsewhere` }))).toBe(401)
    expect(await status(connect(relay.url, { aud: relay.url.replace('ws:', 'https:') }))).toBe(401)
    expect(await status(connect(relay.url, { aud: 'https://relay.example' }))).toBe(401)
  })

  test('a JWT for its own address, for localhost on its port, or for its public URL is accepted', async () => {
    const port = new URL(relay.url).port
    for (const aud of [relay.url, `ws://localhost:${port}`, 'wss://relay.example']) {
      const client = await connect(relay.url, { aud })
      await client.close()
    }
  })

  test("a relay on every interface accepts a JWT for any of this machine's addresses on its port", async () => {
    const everywhere = await startRelay({ host: '0.0.0.0' })
    try {
      const port = new URL(everywhere.url).port
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((i) => i?.family === 'IPv4' && !i.internal)?.address
      for (const host of ['127.0.0.1', 'localhost', ...(lan ? [lan] : [])]) {
        const client = await connect(`ws://127.0.0.1:${port}`, { aud: `ws://${host}:${port}` })
        await client.close()
      }
      expect(await status(connect(`ws://127.0.0.1:${port}`, { aud: 'ws://192.0.2.1:1' }))).toBe(401)
    } finally {
      await everywhere.stop()
    }
  })

  test('the JWT may come as an Authorization bearer header', async () => {
    const jwt = signClientJwt({
      secretKey: randomBytes(32),
      aud: relay.url,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    })
    const ws = new WebSocket(relay.url, { headers: { authorization: `Bearer ${jwt}` } })
    await new Promise((resolve, reject) => {
      ws.once('open', resolve)
      ws.once('error', reject)
    })
    ws.close()
  })

  test('with a project allowlist, a missing or unknown projectId is refused (403)', async () => {
    expect(await status(connect(restricted.url))).toBe(403)
    expect(await status(connect(restricted.url, { projectId: 'other' }))).toBe(403)
    const ok = await connect(restricted.url, { projectId: 'good-project' })
    await ok.close()
  })
})
