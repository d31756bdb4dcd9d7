import fc from 'fast-check'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { checkSiwxDomain } from './checkSiwxDomain.js'
import { parseSiwxMessage, parseSiwxTime } from './parseSiwxMessage.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base = {
  domain: 'example.com',
  address,
  uri: 'https://example.com/login',
  version: '1',
  chainId: 1,
  nonce: 'abcdef0123456789',
  issuedAt: new Date('2026-01-02T03:04:05.000Z'),
} as const

describe('parseSiwxMessage', () => {
  test('reads a Sign-In-With-Solana message without a statement (no blank lines stand in for it)', () => {
    const message = [
      'example.com wants you to sign in with your Solana account:',
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      '',
      'URI: https://example.com/login',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: abcdef0123456789',
      'Issued At: 2026-01-02T03:04:05.000Z',
    ].join('\n')
    const parsed = parseSiwxMessage(message)
    expect(parsed).toMatchObject({ ok: true, fields: { chainName: 'Solana', statement: undefined } })
    // With a statement: one blank line before and after it.
    const withStatement = message.replace('\n\nURI', '\n\nSign in to Example\n\nURI')
    expect(parseSiwxMessage(withStatement)).toMatchObject({
      ok: true,
      fields: { statement: 'Sign in to Example' },
    })
  })

  test('reads what viem writes (EIP-4361), with and without the optional fields', () => {
    const full = createSiweMessage({
      ...base,
      scheme: 'https',
      statement: 'Sign in to Example',
      expirationTime: new Date('2026-01-03T00:00:00.000Z'),
      notBefore: new Date('2026-01-02T00:00:00.000Z'),
      requestId: 'request 1',
      resources: ['ipfs://bafy', 'https://example.com/terms'],
    })
    expect(parseSiwxMessage(full)).toEqual({
      ok: true,
      fields: {
        scheme: 'https',
        domain: 'example.com',
        chainName: 'Ethereum',
        address,
        statement: 'Sign in to Example',
        uri: 'https://example.com/login',
        version: '1',
        chainId: '1',
        nonce: 'abcdef0123456789',
        issuedAt: '2026-01-02T03:04:05.000Z',
        expirationTime: '2026-01-03T00:00:00.000Z',
        notBefore: '2026-01-02T00:00:00.000Z',
        requestId: 'request 1',
        resources: ['ipfs://bafy', 'https://example.com/terms'],
      },
    })
    const bare = parseSiwxMessage(createSiweMessage(base))
    expect(bare.ok && bare.fields).toMatchObject({
      statement: undefined,
      expirationTime: undefined,
      resources: [],
    })
  })

  test('reads the CAIP-122 text of other chains', () => {
    const text =
      'example.com wants you to sign in with your Polkadot account:\n5GrwvaDF5zxW2RXodLnX4yWsQKzX5S9jPo2N8zzk5tQgMYkh\n\n\nURI: https://example.com\nVersion: 1\nChain ID: polkadot:91b171bb158e2d3848fa23a9f1c25182\nNonce: 0123456789abcdef\nIssued At: 2026-01-02T03:04:05Z'
    const parsed = parseSiwxMessage(text)
    expect(parsed.ok && parsed.fields).toMatchObject({
      chainName: 'Polkadot',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    })
  })

  test('refuses missing required lines, lines out of order, CRLF and trailing text', () => {
    const good = createSiweMessage(base)
    expect(parseSiwxMessage(good).ok).toBe(true)
    for (const bad of [
      good.replace(/\nNonce: .*/, ''),
      good.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'),
      good.replaceAll('\n', '\r\n'),
      `${good}\nExtra: x`,
      `${good}\n`,
      good.replace('wants you to sign in', 'would like you to sign in'),
      'x'.repeat(9_000),
    ]) {
      expect(parseSiwxMessage(bad).ok).toBe(false)
    }
  })

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        expect(typeof parseSiwxMessage(text).ok).toBe('boolean')
      }),
    )
  })

  test('times are RFC 3339 only', () => {
    expect(parseSiwxTime('2026-01-02T03:04:05.123Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5, 123))
    expect(parseSiwxTime('2026-01-02T03:04:05+01:00')).toBe(Date.UTC(2026, 0, 2, 2, 4, 5))
    for (const bad of ['2026-01-02', 'yesterday', '1700000000', '2026-13-45T99:99:99Z']) {
      expect(parseSiwxTime(bad)).toBeUndefined()
    }
  })
})

describe('checkSiwxDomain', () => {
  const allowedOrigins = ['https://app.example.com', 'http://localhost:*']
  const check = (domain: string, uri: string, requestOrigin?: string, scheme?: string) =>
    checkSiwxDomain({ scheme, domain, uri, allowedOrigins, requestOrigin })

  test("the domain and URI must be the project's, and the requesting page's", () => {
    expect(check('app.example.com', 'https://app.example.com/', 'https://app.example.com')).toBeUndefined()
    expect(check('localhost:5173', 'http://localhost:5173/x')).toBeUndefined()
    expect(check('app.example.com', 'https://app.example.com', undefined, 'https')).toBeUndefined()
    expect(check('evil.example', 'https://evil.example/')).toMatch(/not one of the project's allowed origins/)
    expect(check('app.example.com', 'https://evil.example/')).toMatch(/not on the domain/)
    expect(check('app.example.com', 'http://app.example.com/')).toMatch(/not on an allowed origin/)
    expect(check('app.example.com', 'https://app.example.com', undefined, 'http')).toMatch(/allowed origins/)
    expect(check('localhost:3000', 'http://localhost:3000/', 'http://localhost:5173')).toMatch(
      /requesting page/,
    )
    expect(check('app.example.com', 'not a url')).toMatch(/not a URL/)
  })
})
