import { createPublicClient, createWalletClient, custom } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage, toSiwxMessage } from './formatSiwxMessage.js'
import { InvalidSiwxMessageError } from './InvalidSiwxMessageError.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxMessageData } from './types.js'

const base = {
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k3j4h5g6f7d8',
  issuedAt: '2026-03-01T10:00:00.000Z',
} as const

const evm: SiwxMessageData = {
  ...base,
  chainId: 'eip155:1',
  accountAddress: '0xa0cf798816d4b9b9866b5330eea46a18382f251e',
  statement: 'Sign in to Example',
  expirationTime: '2026-03-02T10:00:00.000Z',
  notBefore: '2026-03-01T09:59:00.000Z',
  requestId: 'req-42',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
  ],
}

describe('EIP-4361 on eip155', () => {
  test('writes every field, checksums the address and uses the numeric chain id', () => {
    expect(formatSiwxMessage(evm)).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: k3j4h5g6f7d8',
        'Issued At: 2026-03-01T10:00:00.000Z',
        'Expiration Time: 2026-03-02T10:00:00.000Z',
        'Not Before: 2026-03-01T09:59:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- https://app.example.com/terms',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
      ].join('\n'),
    )
  })

  test("viem's siwe parser reads back every field, and the message validates for its domain and nonce", () => {
    const parsed = parseSiweMessage(formatSiwxMessage(evm))
    expect(parsed).toEqual({
      domain: evm.domain,
      address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
      statement: evm.statement,
      uri: evm.uri,
      version: '1',
      chainId: 1,
      nonce: evm.nonce,
      issuedAt: new Date(evm.issuedAt),
      expirationTime: new Date(evm.expirationTime as string),
      notBefore: new Date(evm.notBefore as string),
      requestId: evm.requestId,
      resources: evm.resources,
    })
    expect(
      validateSiweMessage({
        message: parsed,
        domain: evm.domain,
        nonce: evm.nonce,
        time: new Date('2026-03-01T12:00:00.000Z'),
      }),
    ).toBe(true)
    expect(validateSiweMessage({ message: parsed, time: new Date('2026-03-03T00:00:00.000Z') })).toBe(false)
  })

  test('without a statement, a localhost domain and no optional fields, viem parses it the same way', () => {
    const text = formatSiwxMessage({
      ...base,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      chainId: 'eip155:31337',
      accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    })
    expect(text).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI:')
    const parsed = parseSiweMessage(text)
    expect(parsed.statement).toBeUndefined()
    expect(parsed.chainId).toBe(31337)
    expect(parsed.domain).toBe('localhost:5173')
  })

  test('a message signed by a key verifies with viem/siwe for that address, and not for another', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = formatSiwxMessage({ ...evm, accountAddress: account.address.toLowerCase() })
    const signature = await account.signMessage({ message: text })
    // verifySiweMessage only needs a client for contract (ERC-1271/6492) accounts; an EOA recovers offline.
    const client = createPublicClient({
      chain: mainnet,
      transport: custom({
        request: async () => {
          throw new Error('no network in this test')
        },
      }),
    })
    const at = new Date('2026-03-01T12:00:00.000Z')
    expect(
      await verifySiweMessage(client, {
        message: text,
        signature,
        domain: evm.domain,
        nonce: evm.nonce,
        time: at,
      }),
    ).toBe(true)
    const other = privateKeyToAccount(generatePrivateKey())
    const wallet = createWalletClient({ account: other, transport: custom({ request: async () => null }) })
    const forged = await wallet.signMessage({ message: text })
    await expect(verifySiweMessage(client, { message: text, signature: forged, time: at })).resolves.toBe(
      false,
    )
  })
})

describe('Sign-In-With-Solana on solana', () => {
  const solana: SiwxMessageData = {
    ...base,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
  }

  test('the Solana account text: the chain reference, and no blank lines for an absent statement', () => {
    expect(formatSiwxMessage(solana)).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: k3j4h5g6f7d8',
        'Issued At: 2026-03-01T10:00:00.000Z',
      ].join('\n'),
    )
    expect(formatSiwxMessage({ ...solana, statement: 'Hello' })).toContain(
      'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW\n\nHello\n\nURI:',
    )
  })
})

describe('CAIP-122 generic text on polkadot and bip122', () => {
  test('names the chain in the first line and keeps the address as given', () => {
    const polkadot = formatSiwxMessage({
      ...base,
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      statement: 'Sign in',
    })
    expect(polkadot.split('\n').slice(0, 7)).toEqual([
      'app.example.com wants you to sign in with your Polkadot account:',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      '',
      'Sign in',
      '',
      'URI: https://app.example.com/login',
      'Version: 1',
    ])
    expect(polkadot).toContain('Chain ID: 91b171bb158e2d3848fa23a9f1c25182')
    const bitcoin = formatSiwxMessage({
      ...base,
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(bitcoin).toMatch(/^app\.example\.com wants you to sign in with your Bitcoin account:\nbc1q/)
  })
})

describe('parseSiwxMessage', () => {
  test('reads back what formatSiwxMessage wrote, on every namespace', () => {
    const cases: SiwxMessageData[] = [
      { ...evm, accountAddress: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e' },
      {
        ...base,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
      },
      {
        ...base,
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        accountAddress: '5Grw',
        statement: 'Hi there',
      },
      {
        ...base,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bcrt1qxyz',
        requestId: 'r1',
      },
    ]
    for (const data of cases) expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  test('refuses text that is not a sign-in message', () => {
    expect(() => parseSiwxMessage('hello')).toThrow(InvalidSiwxMessageError)
    expect(() => parseSiwxMessage('a wants you to sign in with your Dogecoin account:\nx')).toThrow(
      InvalidSiwxMessageError,
    )
  })
})

test('fields the formats refuse throw InvalidSiwxMessageError naming the field', () => {
  const refused = (data: Partial<SiwxMessageData>) => {
    try {
      formatSiwxMessage({ ...evm, ...data })
    } catch (error) {
      return error instanceof InvalidSiwxMessageError ? error.field : 'other'
    }
    return 'accepted'
  }
  expect(refused({ statement: 'two\nlines' })).toBe('statement')
  expect(refused({ nonce: 'short' })).toBe('nonce')
  expect(refused({ nonce: 'has-dashes-in-it' })).toBe('nonce')
  expect(refused({ version: '2' })).toBe('version')
  expect(refused({ domain: 'https://app.example.com' })).toBe('domain')
  expect(refused({ chainId: 'cosmos:hub' as SiwxMessageData['chainId'] })).toBe('chainId')
  expect(refused({ uri: 'https://x\n.com' })).toBe('uri')
})

test('toSiwxMessage keeps the fields and gives the text through toString()', () => {
  const message = toSiwxMessage(evm)
  expect(message.nonce).toBe(evm.nonce)
  expect(`${message}`).toBe(formatSiwxMessage(evm))
})
