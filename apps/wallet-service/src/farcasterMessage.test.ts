import fc from 'fast-check'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { checkSignInMessage } from './farcaster/checkSignInMessage.js'
import { FarcasterRefusedError } from './farcaster/errors.js'
import { parseSiweMessage, SiweMessageError } from './farcaster/siweMessage.js'

// The EIP-4361 parser read against viem's writer of the same format (another implementation), and the Sign In
// With Farcaster rules a parsed message must meet.

const ADDRESS = '0x63C378DDC446DFf1d831B9B96F7d338FE6bd4231'
const EXAMPLE = [
  'example.com wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'Farcaster Auth',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 10',
  'Nonce: ESsxs6MaFio7OvqWb',
  'Issued At: 2023-10-01T00:00:00.000Z',
  'Expiration Time: 2023-10-01T01:00:00.000Z',
  'Resources:',
  '- farcaster://fid/1234',
]
const example = EXAMPLE.join('\n')

const refusal = (text: string) => {
  try {
    parseSiweMessage(text)
  } catch (error) {
    if (error instanceof SiweMessageError) return error.field
    throw error
  }
  return undefined
}

describe('parseSiweMessage', () => {
  test('reads every field of a Sign In With Farcaster message', () => {
    expect(parseSiweMessage(example)).toEqual({
      scheme: undefined,
      domain: 'example.com',
      address: ADDRESS,
      statement: 'Farcaster Auth',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 10,
      nonce: 'ESsxs6MaFio7OvqWb',
      issuedAt: '2023-10-01T00:00:00.000Z',
      expirationTime: '2023-10-01T01:00:00.000Z',
      notBefore: undefined,
      requestId: undefined,
      resources: ['farcaster://fid/1234'],
    })
  })

  const characters = (set: string, maxLength = 24) =>
    fc.array(fc.constantFrom(...set), { minLength: 1, maxLength }).map((chars) => chars.join(''))
  const alphanumeric = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  const date = fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((d) => new Date(d.getTime()))
  const uri = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    characters(alphanumeric, 12).map((id) => `farcaster://fid/${id}`),
  )
  const fields = fc.record(
    {
      scheme: fc.constantFrom('https', 'http'),
      domain: fc.oneof(
        fc.domain(),
        fc.constantFrom('localhost:5173', '127.0.0.1:4600', 'wallet.example.com'),
      ),
      address: fc
        .uint8Array({ minLength: 20, maxLength: 20 })
        .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
      statement: characters(`${alphanumeric}-._~:/?#[]@!$&'()*+,;= `, 60).filter(
        (text) => text.trim() === text && text !== '',
      ),
      uri,
      chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      nonce: characters(alphanumeric, 40).filter((nonce) => nonce.length >= 8),
      issuedAt: date,
      expirationTime: date,
      notBefore: date,
      requestId: characters(`${alphanumeric}-._~!$&'()*+,;=:@`),
      resources: fc.array(uri, { maxLength: 5 }),
    },
    { requiredKeys: ['domain', 'address', 'uri', 'chainId', 'nonce', 'issuedAt'] },
  )

  test("reads back what viem's createSiweMessage writes, field for field", () => {
    fc.assert(
      fc.property(fields, (message) => {
        const text = createSiweMessage({ ...message, version: '1' })
        const parsed = parseSiweMessage(text)
        expect(parsed).toEqual({
          scheme: message.scheme,
          domain: message.domain,
          address: message.address,
          statement: message.statement,
          uri: message.uri,
          version: '1',
          chainId: message.chainId,
          nonce: message.nonce,
          issuedAt: message.issuedAt.toISOString(),
          expirationTime: message.expirationTime?.toISOString(),
          notBefore: message.notBefore?.toISOString(),
          requestId: message.requestId,
          resources: message.resources ?? [],
        })
      }),
      { numRuns: 300 },
    )
  })

  test.each([
    ['a header of another kind', example.replace('wants you to sign in', 'asks you to sign in'), 'domain'],
    ['a domain with user info', example.replace('example.com wants', 'eve@example.com wants'), 'domain'],
    ['an address in lower case', example.replace(ADDRESS, ADDRESS.toLowerCase()), 'address'],
    [
      'an address with a wrong checksum',
      example.replace(ADDRESS, ADDRESS.replace('C378', 'c378')),
      'address',
    ],
    ['no blank line after the address', EXAMPLE.filter((_, i) => i !== 2).join('\n'), 'address'],
    ['a statement of two lines', example.replace('Farcaster Auth', 'Farcaster Auth\nand more'), 'statement'],
    ['version 2', example.replace('Version: 1', 'Version: 2'), 'version'],
    ['a chain id with a leading zero', example.replace('Chain ID: 10', 'Chain ID: 010'), 'chainId'],
    ['a chain id past 2^53', example.replace('Chain ID: 10', 'Chain ID: 9999999999999999'), 'chainId'],
    ['a nonce of 7 characters', example.replace('ESsxs6MaFio7OvqWb', 'ESsxs6M'), 'nonce'],
    ['a nonce with a dash', example.replace('ESsxs6MaFio7OvqWb', 'ESsxs6Ma-io7OvqWb'), 'nonce'],
    [
      'a date that is no RFC 3339 date-time',
      example.replace('2023-10-01T00:00:00.000Z', '2023-10-01'),
      'issuedAt',
    ],
    ['a 13th month', example.replace('2023-10-01T00:00:00.000Z', '2023-13-01T00:00:00.000Z'), 'issuedAt'],
    [
      'fields out of order',
      example.replace('Version: 1\nChain ID: 10', 'Chain ID: 10\nVersion: 1'),
      'version',
    ],
    ['no URI', EXAMPLE.filter((line) => !line.startsWith('URI:')).join('\n'), 'uri'],
    ['a resource without its dash', example.replace('- farcaster', 'farcaster'), 'resources'],
    ['a resource that is no URI', example.replace('- farcaster://fid/1234', '- fid 1234'), 'resources'],
    ['a trailing line break', `${example}\n`, 'resources'],
    ['CRLF line breaks', example.replaceAll('\n', '\r\n'), 'domain'],
    ['an unknown field', example.replace('Resources:', 'Colour: blue\nResources:'), 'message'],
    ['nothing', '', 'domain'],
  ])('refuses %s', (_, text, field) => {
    expect(refusal(text)).toBe(field)
  })

  test('any text either parses or is refused with a SiweMessageError, never another error', () => {
    const lines = fc.array(fc.oneof(fc.constantFrom(...EXAMPLE), fc.string({ maxLength: 60 })), {
      maxLength: 16,
    })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          lines.map((l) => l.join('\n')),
        ),
        (text) => {
          refusal(text)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('checkSignInMessage', () => {
  const request = { domain: 'example.com', siweUri: 'https://example.com/login', nonce: 'ESsxs6MaFio7OvqWb' }
  const now = Date.parse('2023-10-01T00:30:00.000Z')
  const check = (text: string, fid = 1234, at = now) => {
    try {
      checkSignInMessage(parseSiweMessage(text), { request, fid, now: at })
      return 'accepted'
    } catch (error) {
      if (error instanceof FarcasterRefusedError) return error.message
      throw error
    }
  }

  test('accepts the message the channel asked for, naming the fid', () => {
    expect(check(example)).toBe('accepted')
    expect(check(example.replace('fid/1234', 'fid/1234\n- farcaster://signer/type/custody'))).toBe('accepted')
  })

  test.each([
    ['another statement', example.replace('Farcaster Auth', 'Sign in'), /statement/],
    ['no statement', EXAMPLE.filter((_, i) => i !== 3).join('\n'), /statement/],
    ['chain 1', example.replace('Chain ID: 10', 'Chain ID: 1'), /chain id must be 10/],
    ['no fid', example.replace('- farcaster://fid/1234', '- https://example.com'), /one fid/],
    ['two fids', example.replace('fid/1234', 'fid/1234\n- farcaster://fid/5'), /one fid/],
    ['fid 0', example.replace('fid/1234', 'fid/0'), /one fid/],
    [
      'an auth address signer',
      example.replace('fid/1234', 'fid/1234\n- farcaster://signer/type/authAddress'),
      /custody/,
    ],
    ['another domain', example.replace('example.com wants', 'evil.example wants'), /another domain/],
    [
      'another URI',
      example.replace('URI: https://example.com/login', 'URI: https://evil.example/'),
      /another URI/,
    ],
    ['another nonce', example.replace('ESsxs6MaFio7OvqWb', 'AAAAAAAAAAAAAAAAA'), /nonce/],
  ])('refuses %s', (_, text, why) => {
    expect(check(text)).toMatch(why)
  })

  test('refuses another fid than the message names, an expired message and one not valid yet', () => {
    expect(check(example, 1235)).toMatch(/fid/)
    expect(check(example, 1234, Date.parse('2023-10-01T01:00:00.000Z'))).toMatch(/expired/)
    const later = example.replace('Resources:', 'Not Before: 2023-10-01T00:45:00.000Z\nResources:')
    expect(check(later)).toMatch(/not valid yet/)
    expect(check(later, 1234, Date.parse('2023-10-01T00:45:00.000Z'))).toBe('accepted')
  })
})
