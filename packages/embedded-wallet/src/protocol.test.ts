import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  APP_SOURCE,
  classifyResponse,
  errorMessage,
  FRAME_SOURCE,
  fitsSize,
  frameReadyMessage,
  frameUrl,
  isKnownMethod,
  isSafeMethod,
  MAX_MESSAGE_BYTES,
  parseAppRequest,
  parseFrameMessage,
  type RequestType,
  requestTypes,
  SAFE_METHODS,
  successMessage,
  UNSAFE_METHODS,
} from './protocol.js'

const id = '3f2b8c1e-6a0d-4b7e-9f11-2c3d4e5f6a7b'
const expectGetUser = (pendingId: string) => (pendingId === id ? ('GET_USER' as RequestType) : undefined)
const user = {
  email: 'ada@example.com',
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 1,
  accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' as const }],
}

describe('junk never parses', () => {
  test('anything at all is not a request, and not a frame message for a pending id', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withMap: true, withSet: true }), (data) => {
        expect(parseAppRequest(data)).toBeUndefined()
        expect(parseFrameMessage(data, expectGetUser)).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })

  test('a request-shaped object with a wrong source, id, type or payload is dropped', () => {
    const badId = fc.oneof(
      fc.string({ maxLength: 7 }),
      fc.string({ minLength: 65, maxLength: 80 }),
      fc.constantFrom('has space 123', 'semi;colon12', '<script>alert</script>'),
    )
    fc.assert(
      fc.property(
        fc.record({
          source: fc.oneof(fc.constant(APP_SOURCE), fc.string()),
          id: fc.oneof(fc.constant(id), badId),
          type: fc.oneof(fc.constantFrom(...requestTypes), fc.string()),
          payload: fc.anything(),
        }),
        (message) => {
          const parsed = parseAppRequest(message)
          if (parsed === undefined) return
          // Whatever parses had every part right.
          expect(message.source).toBe(APP_SOURCE)
          expect(message.id).toBe(id)
          expect(requestTypes).toContain(message.type)
        },
      ),
      { numRuns: 500 },
    )
    expect(parseAppRequest({ source: 'portico-frame', id, type: 'SIGN_OUT', payload: {} })).toBeUndefined()
    expect(
      parseAppRequest({ source: APP_SOURCE, id: 'short', type: 'SIGN_OUT', payload: {} }),
    ).toBeUndefined()
    expect(parseAppRequest({ source: APP_SOURCE, id, type: 'toString', payload: {} })).toBeUndefined()
    expect(
      parseAppRequest({ source: APP_SOURCE, id, type: 'CONNECT_EMAIL', payload: { email: 'x' } }),
    ).toBeUndefined()
  })
})

describe('unknown keys are stripped', () => {
  const extraKeys = fc.dictionary(
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((key) => !['source', 'id', 'type', 'payload'].includes(key)),
    fc.jsonValue(),
    { maxKeys: 5 },
  )

  test('from a request and its payload', () => {
    fc.assert(
      fc.property(extraKeys, extraKeys, (outer, inner) => {
        const parsed = parseAppRequest({
          ...outer,
          source: APP_SOURCE,
          id,
          type: 'CONNECT_EMAIL',
          payload: { ...inner, email: 'ada@example.com' },
        })
        expect(parsed).toEqual({
          source: APP_SOURCE,
          id,
          type: 'CONNECT_EMAIL',
          payload: { email: 'ada@example.com' },
        })
      }),
    )
  })

  test("from a frame answer's payload", () => {
    fc.assert(
      fc.property(extraKeys, (inner) => {
        const parsed = parseFrameMessage(
          { ...successMessage({ id, type: 'GET_USER' }, user), payload: { ...inner, ...user } },
          expectGetUser,
        )
        expect(parsed).toEqual({ source: FRAME_SOURCE, kind: 'success', id, type: 'GET_USER', payload: user })
      }),
    )
  })
})

describe('size', () => {
  test('a message over MAX_MESSAGE_BYTES is dropped however valid it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), (extra) => {
        const message = {
          source: APP_SOURCE,
          id,
          type: 'RPC_REQUEST',
          payload: { chainId: 1, method: 'personal_sign', params: ['x'.repeat(MAX_MESSAGE_BYTES + extra)] },
        }
        expect(fitsSize(message)).toBe(false)
        expect(parseAppRequest(message)).toBeUndefined()
        expect(
          parseFrameMessage(
            {
              ...successMessage({ id, type: 'GET_USER' }, user),
              padding: 'x'.repeat(MAX_MESSAGE_BYTES + extra),
            },
            expectGetUser,
          ),
        ).toBeUndefined()
      }),
      { numRuns: 20 },
    )
  })

  test('values that are not JSON (cycles, bigints) do not fit', () => {
    const cyclic: Record<string, unknown> = { source: APP_SOURCE }
    cyclic.self = cyclic
    expect(fitsSize(cyclic)).toBe(false)
    expect(fitsSize({ value: 1n })).toBe(false)
    expect(parseAppRequest(cyclic)).toBeUndefined()
  })
})

describe('frame messages', () => {
  test('an answer counts only for a pending id, with the pending type and a payload of its result shape', () => {
    expect(parseFrameMessage(successMessage({ id, type: 'GET_USER' }, user), expectGetUser)).toMatchObject({
      kind: 'success',
      type: 'GET_USER',
    })
    // Another id, another type's answer, a payload of the wrong shape: dropped.
    expect(
      parseFrameMessage(successMessage({ id: 'aaaaaaaa-other', type: 'GET_USER' }, user), expectGetUser),
    ).toBeUndefined()
    expect(parseFrameMessage(successMessage({ id, type: 'SIGN_OUT' }, {}), expectGetUser)).toBeUndefined()
    expect(
      parseFrameMessage(
        { ...successMessage({ id, type: 'GET_USER' }, user), payload: { address: 1 } },
        expectGetUser,
      ),
    ).toBeUndefined()
  })

  test('an error answer keeps message, code, reason and retryAfter; an unknown reason drops it', () => {
    expect(
      parseFrameMessage(
        errorMessage(
          { id, type: 'GET_USER' },
          { message: 'Slow down', reason: 'RATE_LIMITED', retryAfter: 30 },
        ),
        expectGetUser,
      ),
    ).toEqual({
      source: FRAME_SOURCE,
      kind: 'error',
      id,
      type: 'GET_USER',
      payload: { message: 'Slow down', reason: 'RATE_LIMITED', retryAfter: 30 },
    })
    expect(
      parseFrameMessage(
        { source: FRAME_SOURCE, id, type: 'GET_USER_ERROR', payload: { reason: 'NOPE' } },
        expectGetUser,
      ),
    ).toBeUndefined()
  })

  test('FRAME_READY is an event without an id', () => {
    expect(parseFrameMessage(frameReadyMessage('1.0.0'), () => undefined)).toEqual({
      source: FRAME_SOURCE,
      kind: 'event',
      type: 'FRAME_READY',
      payload: { version: '1.0.0' },
    })
    expect(parseFrameMessage({ ...frameReadyMessage('1.0.0'), id }, () => undefined)).toBeUndefined()
  })
})

describe('method lists', () => {
  test('no method is both safe and unsafe; safe and unsafe methods are known', () => {
    for (const method of SAFE_METHODS) {
      expect(UNSAFE_METHODS.has(method)).toBe(false)
      expect(isSafeMethod(method)).toBe(true)
      expect(isKnownMethod(method)).toBe(true)
    }
    for (const method of UNSAFE_METHODS) {
      expect(isSafeMethod(method)).toBe(false)
      expect(isKnownMethod(method)).toBe(true)
    }
  })

  test('any other method is neither safe nor known', () => {
    fc.assert(
      fc.property(
        fc.string().filter((method) => !SAFE_METHODS.has(method) && !UNSAFE_METHODS.has(method)),
        (method) => {
          expect(isSafeMethod(method)).toBe(false)
          expect(isKnownMethod(method)).toBe(false)
        },
      ),
    )
    expect(isKnownMethod('eth_sign')).toBe(false)
    expect(isKnownMethod('wallet_switchEthereumChain')).toBe(false)
  })
})

describe('classifyResponse', () => {
  const hex = (length: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })

  test('a transaction hash or a long 0x signature reads as a transaction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 200 }).chain(hex), (digits) => {
        expect(classifyResponse(`0x${digits}`)).toBe('transaction')
      }),
    )
  })

  test('short hex, other strings and non-strings read as objects', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 61 }).chain(hex), (digits) => {
        expect(classifyResponse(`0x${digits}`)).toBe('object')
      }),
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything().filter((value) => typeof value !== 'string'),
          fc.string().filter((text) => !/^0x[0-9a-fA-F]{62,}$/.test(text)),
        ),
        (value) => {
          expect(classifyResponse(value)).toBe('object')
        },
      ),
    )
  })
})

test("frameUrl carries the project, chain, version, logger flag and the page's origin", () => {
  fc.assert(
    fc.property(
      fc.record({
        projectId: fc.string({ maxLength: 40 }),
        chainId: fc.oneof(fc.nat(), fc.constant('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
        version: fc.string({ maxLength: 20 }),
        logger: fc.boolean(),
        origin: fc.webUrl().map((url) => new URL(url).origin),
      }),
      (parameters) => {
        const url = new URL(frameUrl('http://127.0.0.1:4600/ignored?x=1', parameters))
        expect(url.origin).toBe('http://127.0.0.1:4600')
        expect(url.pathname).toBe('/frame')
        expect(Object.fromEntries(url.searchParams)).toEqual({
          projectId: parameters.projectId,
          chainId: String(parameters.chainId),
          version: parameters.version,
          logger: parameters.logger ? '1' : '0',
          origin: parameters.origin,
        })
      },
    ),
  )
})
