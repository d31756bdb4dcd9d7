import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chainRef } from './chains.js'
import { parseFrameConfig } from './config.js'
import { FrameRequestError, toErrorPayload, UserRejectedError } from './errors.js'
import { decodeCallsId, encodeCallsId, encodeUserOperationCallsId } from './rpc/calls.js'

describe('frame config', () => {
  const valid = {
    projectId: 'p',
    origin: 'http://127.0.0.1:5173',
    chainId: '31337',
    version: '1.0.0',
    logger: true,
  }
  test('reads the config element, with an eip155 chain id as a number', () => {
    expect(parseFrameConfig(JSON.stringify(valid))).toEqual({ ...valid, chainId: 31337 })
    expect(parseFrameConfig(JSON.stringify({ ...valid, chainId: 'solana:abc', logger: false })).chainId).toBe(
      'solana:abc',
    )
  })
  test('refuses a missing config or an origin that is not exactly scheme://host[:port]', () => {
    expect(() => parseFrameConfig(null)).toThrow()
    for (const origin of ['http://a.example/', 'http://a.example/path', '*', 'null', 'a.example'])
      expect(() => parseFrameConfig(JSON.stringify({ ...valid, origin }))).toThrow()
  })
})

describe('chain ids', () => {
  test('numbers, decimal and hex strings and eip155 CAIP-2 ids are EVM; solana CAIP-2 ids are Solana', () => {
    for (const id of [1, '1', '0x1', 'eip155:1'])
      expect(chainRef(id)).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:1', id: 1 })
    expect(chainRef('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({ namespace: 'solana' })
  })
  test('any other namespace or a malformed id is not supported', () => {
    for (const id of [
      'bip122:000000000019d6689c085ae165831e93',
      'eip155:x',
      'solana:0OIl',
      0,
      -1,
      '',
      'eip155:1:2',
    ])
      expect(() => chainRef(id)).toThrow(expect.objectContaining({ reason: 'NOT_SUPPORTED' }))
  })
})

describe('wallet_sendCalls ids', () => {
  test('carry the chain id and the hashes', () => {
    const hash = fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.array(hash, { minLength: 1, maxLength: 32 }),
        (chainId, hashes) => {
          expect(decodeCallsId(encodeCallsId(chainId, hashes))).toEqual({
            kind: 'transactions',
            chainId,
            hashes,
          })
        },
      ),
    )
  })
  test("a smart account's id carries the chain id and the user operation's hash, apart from any EOA batch's", () => {
    const hash = fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), hash, (chainId, operation) => {
        const id = encodeUserOperationCallsId(chainId, operation)
        expect(decodeCallsId(id)).toEqual({ kind: 'userOperation', chainId, hash: operation })
        expect(decodeCallsId(encodeCallsId(chainId, [operation]))).toMatchObject({ kind: 'transactions' })
      }),
    )
  })
  test('an id of another shape is refused', () => {
    for (const id of [
      '0x',
      '0x1234',
      `0x${'0'.repeat(128)}`,
      `0x${'1'.repeat(64)}${'2'.repeat(63)}`,
      `0x01${'0'.repeat(126)}`,
    ] as const)
      expect(() => decodeCallsId(id)).toThrow(/Unknown call batch id/)
  })
})

describe('error payloads', () => {
  test("the frame's errors keep message, reason and code; others say only what they are", () => {
    expect(toErrorPayload(new UserRejectedError())).toEqual({
      message: 'User rejected the request',
      reason: 'USER_REJECTED',
      code: 4001,
    })
    expect(
      toErrorPayload(new FrameRequestError('Slow down', { reason: 'RATE_LIMITED', retryAfter: 30 })),
    ).toEqual({
      message: 'Slow down',
      reason: 'RATE_LIMITED',
      retryAfter: 30,
    })
    expect(toErrorPayload({ shortMessage: 'execution reverted', code: -32000 })).toEqual({
      message: 'execution reverted',
      code: -32000,
    })
    expect(toErrorPayload(undefined)).toEqual({ message: 'An error occurred', reason: 'INTERNAL' })
  })
})
