import fc from 'fast-check'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { toChecksumAddress } from './checksumAddress.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { InvalidSiwxMessageError } from './InvalidSiwxMessageError.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { parseSiwxTime } from './parseSiwxTime.js'
import type { SiwxMessageData } from './types.js'

const evmText = (address: string, issuedAt = '2026-03-01T10:00:00.000Z') =>
  [
    'app.example.com wants you to sign in with your Ethereum account:',
    address,
    '',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: k3j4h5g6f7d8',
    `Issued At: ${issuedAt}`,
  ].join('\n')
const checksummed = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
const fieldOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof InvalidSiwxMessageError ? error.field : 'other'
  }
  return 'accepted'
}

describe('parseSiwxMessage is strict', () => {
  test('an EIP-4361 address must carry its EIP-55 checksum: all lower or upper case, or a wrong case, is refused', () => {
    expect(parseSiwxMessage(evmText(checksummed)).accountAddress).toBe(checksummed)
    expect(fieldOf(() => parseSiwxMessage(evmText(checksummed.toLowerCase())))).toBe('accountAddress')
    expect(fieldOf(() => parseSiwxMessage(evmText(`0x${checksummed.slice(2).toUpperCase()}`)))).toBe(
      'accountAddress',
    )
    expect(fieldOf(() => parseSiwxMessage(evmText(checksummed.replace('A0Cf', 'a0Cf'))))).toBe(
      'accountAddress',
    )
  })

  test('dates that do not exist are refused, not rolled over', () => {
    for (const time of [
      '2026-02-30T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:60:00Z',
      '2026-01-01T00:00:60Z',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01 00:00:00Z',
      '2026-01-01T00:00:00',
    ]) {
      expect(parseSiwxTime(time), time).toBeUndefined()
      expect(
        fieldOf(() => parseSiwxMessage(evmText(checksummed, time))),
        time,
      ).toBe('issuedAt')
    }
    expect(parseSiwxTime('2028-02-29T23:59:59.999+01:30')).toBe(Date.parse('2028-02-29T22:29:59.999Z'))
    expect(parseSiwxTime('2000-02-29T00:00:00Z')).toBe(Date.parse('2000-02-29T00:00:00Z'))
    expect(parseSiwxTime('1900-02-29T00:00:00Z')).toBeUndefined()
  })

  test('missing or reordered lines, CRLF, trailing text and an unknown chain word are refused', () => {
    const good = evmText(checksummed)
    expect(fieldOf(() => parseSiwxMessage(good))).toBe('accepted')
    expect(fieldOf(() => parseSiwxMessage(good.replace('Version: 1\n', '')))).toBe('version')
    expect(
      fieldOf(() => parseSiwxMessage(good.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'))),
    ).toBe('version')
    expect(fieldOf(() => parseSiwxMessage(good.replaceAll('\n', '\r\n')))).not.toBe('accepted')
    expect(fieldOf(() => parseSiwxMessage(`${good}\n`))).toBe('resources')
    expect(fieldOf(() => parseSiwxMessage(`${good}\nSomething: else`))).toBe('resources')
    expect(fieldOf(() => parseSiwxMessage(good.replace('Ethereum', 'Dogecoin')))).toBe('chainId')
    expect(fieldOf(() => parseSiwxMessage(good.replace('Chain ID: 1', 'Chain ID: one')))).toBe('chainId')
    expect(fieldOf(() => parseSiwxMessage(good.replace('Nonce: k3j4h5g6f7d8', 'Nonce: short')))).toBe('nonce')
    expect(fieldOf(() => parseSiwxMessage('hello'))).toBe('domain')
  })

  test('reads a scheme before the domain and a Chain ID written as the whole CAIP-2 id', () => {
    const text = [
      'https://app.example.com wants you to sign in with your Polkadot account:',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      '',
      '',
      'URI: https://app.example.com',
      'Version: 1',
      'Chain ID: polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'Nonce: k3j4h5g6f7d8',
      'Issued At: 2026-03-01T10:00:00Z',
    ].join('\n')
    expect(parseSiwxMessage(text)).toMatchObject({
      scheme: 'https',
      domain: 'app.example.com',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    })
    expect(fieldOf(() => parseSiwxMessage(text.replace('Chain ID: polkadot:', 'Chain ID: solana:')))).toBe(
      'chainId',
    )
  })
})

// Every message the formatter writes reads back as the same fields: random domains, schemes, addresses (EIP-55
// checksummed on eip155), statements, times with offsets and fractions, optional fields and resources.
test('format → parse round trip (property)', () => {
  const line = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => !/[\r\n]/.test(s))
  const word = fc.stringMatching(/^[!-~]{1,40}$/)
  const time = fc
    .record({
      date: fc.date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2999-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      offset: fc.constantFrom('Z', '+00:00', '-05:30', '+14:00'),
      digits: fc.integer({ min: 0, max: 9 }),
    })
    .map(({ date, offset, digits }) => {
      const iso = date.toISOString()
      const fraction = digits === 0 ? '' : `.${iso.slice(20, 23).padEnd(digits, '0').slice(0, digits)}`
      return `${iso.slice(0, 19)}${fraction}${offset}`
    })
  const chain = fc.oneof(
    fc
      .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.integer({ min: 1, max: 2 ** 40 }))
      .map(([bytes, id]) => ({
        chainId: `eip155:${id}` as const,
        accountAddress: toChecksumAddress(`0x${Buffer.from(bytes).toString('hex')}`) as string,
      })),
    fc
      .tuple(
        fc.constantFrom('solana', 'polkadot', 'bip122'),
        fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
        fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{20,60}$/),
      )
      .map(([namespace, reference, accountAddress]) => ({
        chainId: `${namespace}:${reference}` as SiwxMessageData['chainId'],
        accountAddress,
      })),
  )
  const data = fc
    .record(
      {
        chain,
        domain: fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })),
        scheme: fc.constantFrom('https', 'http', 'app+x.1'),
        uri: fc.webUrl(),
        nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
        statement: line,
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: line,
        resources: fc.array(word, { minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: ['chain', 'domain', 'uri', 'nonce', 'issuedAt'] },
    )
    .map(
      ({ chain, domain: [host, port], ...rest }): SiwxMessageData => ({
        ...rest,
        ...chain,
        domain: port === undefined ? host : `${host}:${port}`,
        version: '1',
      }),
    )
  fc.assert(
    fc.property(data, (message) => {
      expect(parseSiwxMessage(formatSiwxMessage(message))).toEqual(message)
    }),
    { numRuns: 300 },
  )
}, 60_000)

describe('what other writers write', () => {
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

  test("viem's EIP-4361 text, with and without the optional fields", () => {
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
      scheme: 'https',
      domain: 'example.com',
      accountAddress: address,
      statement: 'Sign in to Example',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdef0123456789',
      issuedAt: '2026-01-02T03:04:05.000Z',
      expirationTime: '2026-01-03T00:00:00.000Z',
      notBefore: '2026-01-02T00:00:00.000Z',
      requestId: 'request 1',
      resources: ['ipfs://bafy', 'https://example.com/terms'],
    })
    const bare = parseSiwxMessage(createSiweMessage(base))
    expect(bare).not.toHaveProperty('statement')
    expect(bare).not.toHaveProperty('resources')
  })

  test('a Sign-In-With-Solana message without a statement (no blank lines stand in for it), and with one', () => {
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
    expect(parseSiwxMessage(message)).not.toHaveProperty('statement')
    expect(parseSiwxMessage(message).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const withStatement = message.replace('\n\nURI', '\n\nSign in to Example\n\nURI')
    expect(parseSiwxMessage(withStatement).statement).toBe('Sign in to Example')
  })

  test('any text either parses or throws InvalidSiwxMessageError, never another error (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        expect(fieldOf(() => parseSiwxMessage(text))).not.toBe('other')
      }),
    )
  })
})
