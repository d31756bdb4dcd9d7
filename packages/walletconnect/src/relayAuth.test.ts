import { ed25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { base64ToBytes } from './encoding.js'
import {
  decodeDidKey,
  encodeDidKey,
  generateClientKey,
  signRelayAuthJwt,
  verifyRelayAuthJwt,
} from './relayAuth.js'

describe('relay client auth', () => {
  // The test case of the did-jwt authentication format: fixed seed, subject, audience and issued-at.
  const seed = '58e0254c211b858ef7896b00e3f36beeb13d568d47c6031c4218b87718061295'
  const expected =
    'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6ImM0NzlmZTVkYzQ2NGU3NzFlNzhiMTkzZDIzOWE2NWI1OGQyNzhjYWQxYzM0YmZiMGI1NzE2ZTViYjUxNDkyOGUiLCJhdWQiOiJ3c3M6Ly9yZWxheS53YWxsZXRjb25uZWN0LmNvbSIsImlhdCI6MTY1NjkxMDA5NywiZXhwIjoxNjU2OTk2NDk3fQ.bAKl1swvwqqV_FgwvD4Bx3Yp987B9gTpZctyBviA-EkAuWc8iI8SyokOjkv9GJESgid4U8Tf2foCgrQp2qrxBA'

  test('known answer: the specified JWT, byte for byte', () => {
    const jwt = signRelayAuthJwt({
      privateKey: seed,
      sub: 'c479fe5dc464e771e78b193d239a65b58d278cad1c34bfb0b5716e5bb514928e',
      aud: 'wss://relay.walletconnect.com',
      iat: 1656910097,
      ttl: 86400,
    })
    expect(jwt).toBe(expected)
  })

  test('the public key and did:key of the specified seed', () => {
    const publicKey = Buffer.from(ed25519.getPublicKey(seed)).toString('hex')
    expect(publicKey).toBe('884ab67f787b69e534bfdba8d5beb4e719700e90ac06317ed177d49e5a33be5a')
    expect(encodeDidKey(publicKey)).toBe('did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH')
    expect(decodeDidKey('did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH')).toBe(publicKey)
  })

  test('a signed token verifies with @noble/curves against its did:key issuer and carries the claims', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }), fc.webUrl(), (iat, aud) => {
        const privateKey = generateClientKey()
        const jwt = signRelayAuthJwt({ privateKey, aud, sub: 'nonce', iat })
        const [header, payload, signature] = jwt.split('.') as [string, string, string]
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
        expect(claims).toEqual({
          iss: encodeDidKey(Buffer.from(ed25519.getPublicKey(privateKey)).toString('hex')),
          sub: 'nonce',
          aud,
          iat,
          exp: iat + 86400,
        })
        const publicKey = decodeDidKey(claims.iss)
        expect(
          ed25519.verify(
            base64ToBytes(signature),
            new TextEncoder().encode(`${header}.${payload}`),
            publicKey,
          ),
        ).toBe(true)
        expect(verifyRelayAuthJwt(jwt)).toEqual(claims)
      }),
      { numRuns: 20 },
    )
  })

  test('a token with a changed claim or signature fails verification', () => {
    const jwt = signRelayAuthJwt({ privateKey: seed, aud: 'ws://localhost', sub: 'a', iat: 1 })
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), aud: 'ws://evil' }),
    ).toString('base64url')
    expect(() => verifyRelayAuthJwt(`${header}.${forged}.${signature}`)).toThrow(/signature/)
    expect(() => verifyRelayAuthJwt(`${header}.${payload}.${'A'.repeat(86)}`)).toThrow(/signature/)
    expect(() => verifyRelayAuthJwt(`${header}.${payload}`)).toThrow()
    expect(() => decodeDidKey('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toThrow(/Ed25519/)
  })
})
