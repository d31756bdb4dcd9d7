import { describe, expect, test } from 'vitest'
import { parseSessionRequests } from './parse.js'
import { SessionRequestError } from './SessionRequestError.js'

// Both dialects an app may ask for a session in, and what each refuses (naming the field).

const now = 1_800_000_000
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const signer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const payee = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const erc20Request = () => ({
  chainId: '0x7a69',
  from: account,
  to: signer,
  permission: {
    type: 'erc20-token-allowance',
    isAdjustmentAllowed: false,
    data: {
      tokenAddress: token,
      allowanceAmount: '0x989680',
      startTime: now - 10,
      justification: 'Pay for games',
    },
  },
  rules: [{ type: 'expiry', data: { timestamp: now + 3600 } }],
})

const nativeRequest = () => ({
  chainId: '0x7a69',
  to: signer,
  permission: {
    type: 'native-token-allowance',
    isAdjustmentAllowed: true,
    data: { allowanceAmount: '0xde0b6b3a7640000' },
  },
  rules: [
    { type: 'payee', data: { addresses: [payee] } },
    { type: 'expiry', data: { timestamp: now + 60 } },
  ],
})

const grantRequest = () => ({
  chainId: 31337,
  address: account,
  expiry: now + 3600,
  signer: { type: 'account', data: { address: signer } },
  permission: { type: 'erc20-token-transfer', data: { address: token, allowance: '0x64' } },
  policies: [],
})

const execution = (request: unknown) =>
  parseSessionRequests('wallet_requestExecutionPermissions', [request], now)
const grant = (request: unknown) => parseSessionRequests('wallet_grantPermissions', [request], now)

/** The field a refusal names (and that it is a SessionRequestError at all). */
function refusedField(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    if (error instanceof SessionRequestError) return error.field
    throw error
  }
  throw new Error('accepted')
}

describe('wallet_requestExecutionPermissions (ERC-7715, 2026)', () => {
  test('an ERC-20 allowance: token, amount, signer, account, expiry; the request kept as sent', () => {
    const request = erc20Request()
    expect(execution(request)).toEqual([
      {
        dialect: 'execution',
        chainId: 31337,
        account,
        signer,
        permission: { type: 'erc20-token-allowance', token, allowance: 10_000_000n },
        expiry: now + 3600,
        request,
      },
    ])
    expect(execution(request)[0]?.request).toBe(request)
  })

  test('a native allowance with payees: they become its targets; no from: no account', () => {
    const [parsed] = execution(nativeRequest())
    expect(parsed?.permission).toEqual({
      type: 'native-token-allowance',
      allowance: 10n ** 18n,
      targets: [payee],
    })
    expect(parsed).not.toHaveProperty('account')
    expect(parsed?.expiry).toBe(now + 60)
  })

  test('lowercase addresses are read and checksummed; chainId may be a number', () => {
    const request = { ...erc20Request(), chainId: 31337, to: signer.toLowerCase() }
    expect(execution(request)[0]).toMatchObject({ chainId: 31337, signer })
  })

  const refusals: [string, (request: ReturnType<typeof erc20Request>) => unknown, string][] = [
    [
      'an unknown permission type',
      (r) => ({ ...r, permission: { ...r.permission, type: 'erc20-token-periodic' } }),
      '[0].permission.type',
    ],
    [
      'isAdjustmentAllowed missing',
      (r) => ({ ...r, permission: { type: r.permission.type, data: r.permission.data } }),
      '[0].permission.isAdjustmentAllowed',
    ],
    [
      'an unknown rule type',
      (r) => ({ ...r, rules: [...r.rules, { type: 'gas-limit', data: {} }] }),
      '[0].rules[1].type',
    ],
    [
      'payee on an ERC-20 allowance',
      (r) => ({ ...r, rules: [...r.rules, { type: 'payee', data: { addresses: [payee] } }] }),
      '[0].rules',
    ],
    ['expiry given twice', (r) => ({ ...r, rules: [...r.rules, ...r.rules] }), '[0].rules[1].type'],
    ['no rules', ({ rules: _, ...r }) => r, '[0].rules'],
    ['no expiry rule', (r) => ({ ...r, rules: [] }), '[0].rules'],
    [
      'an expiry now',
      (r) => ({ ...r, rules: [{ type: 'expiry', data: { timestamp: now } }] }),
      '[0].rules[0].data.timestamp',
    ],
    [
      'an expiry as a string',
      (r) => ({ ...r, rules: [{ type: 'expiry', data: { timestamp: `${now + 60}` } }] }),
      '[0].rules[0].data.timestamp',
    ],
    [
      'a startTime in the future',
      (r) => withData(r, { startTime: now + 1 }),
      '[0].permission.data.startTime',
    ],
    ['an amount of 0', (r) => withData(r, { allowanceAmount: '0x0' }), '[0].permission.data.allowanceAmount'],
    [
      'an amount in decimal',
      (r) => withData(r, { allowanceAmount: '1000' }),
      '[0].permission.data.allowanceAmount',
    ],
    [
      'a negative amount',
      (r) => withData(r, { allowanceAmount: '-0x1' }),
      '[0].permission.data.allowanceAmount',
    ],
    [
      'an amount above uint256',
      (r) => withData(r, { allowanceAmount: `0x1${'0'.repeat(64)}` }),
      '[0].permission.data.allowanceAmount',
    ],
    [
      'an unknown data field',
      (r) => withData(r, { periodDuration: 86400 }),
      '[0].permission.data.periodDuration',
    ],
    [
      'a bad token address',
      (r) => withData(r, { tokenAddress: '0x1234' }),
      '[0].permission.data.tokenAddress',
    ],
    [
      'a wrong checksum',
      (r) => withData(r, { tokenAddress: token.replace('F', 'f') }),
      '[0].permission.data.tokenAddress',
    ],
    ['the zero address as signer', (r) => ({ ...r, to: `0x${'0'.repeat(40)}` }), '[0].to'],
    ['a chainId in decimal text', (r) => ({ ...r, chainId: '31337' }), '[0].chainId'],
    ['a chainId of 0', (r) => ({ ...r, chainId: '0x0' }), '[0].chainId'],
    ['a fractional chainId', (r) => ({ ...r, chainId: 1.5 }), '[0].chainId'],
    ['an unknown request field', (r) => ({ ...r, signer: {} }), '[0].signer'],
    [
      'a NUL byte in a justification',
      (r) => withData(r, { justification: 'pay\u0000' }),
      '[0].permission.data.justification',
    ],
    [
      'a lone surrogate',
      (r) => withData(r, { justification: 'pay \ud800 now' }),
      '[0].permission.data.justification',
    ],
    ['a lone low surrogate in a key', (r) => ({ ...r, '\udc00': 1 }), '[0].\udc00'],
    [
      'deep nesting',
      (r) => withData(r, { justification: nest(20) }),
      `[0].permission.data.justification${'.inner'.repeat(6)}`,
    ],
  ]
  test.each(refusals)('refuses %s', (_, change, field) => {
    expect(refusedField(() => execution(change(erc20Request())))).toBe(field)
  })

  test('a well-formed surrogate pair (an emoji) is fine', () => {
    expect(execution(withData(erc20Request(), { justification: 'pay 🎮' }))).toHaveLength(1)
  })

  test('refuses an empty payee list, a bad payee and one given twice', () => {
    const payees = (addresses: unknown) => ({
      ...nativeRequest(),
      rules: [
        { type: 'expiry', data: { timestamp: now + 60 } },
        { type: 'payee', data: { addresses } },
      ],
    })
    expect(refusedField(() => execution(payees([])))).toBe('[0].rules[1].data.addresses')
    expect(refusedField(() => execution(payees([payee, 'me'])))).toBe('[0].rules[1].data.addresses[1]')
  })
})

describe('wallet_grantPermissions (the older ERC-7715 text)', () => {
  test('an ERC-20 transfer permission reads as an erc20-token-allowance', () => {
    const request = grantRequest()
    expect(grant(request)).toEqual([
      {
        dialect: 'grant',
        chainId: 31337,
        account,
        signer,
        permission: { type: 'erc20-token-allowance', token, allowance: 100n },
        expiry: now + 3600,
        request,
      },
    ])
  })

  test('a native transfer permission for a signer given as data.id, policies left out', () => {
    const { policies: _, ...request } = {
      ...grantRequest(),
      signer: { type: 'account', data: { id: signer } },
      permission: { type: 'native-token-transfer', data: { allowance: '0x1' } },
    }
    expect(grant(request)[0]).toMatchObject({
      signer,
      permission: { type: 'native-token-allowance', allowance: 1n, targets: [] },
    })
  })

  const refusals: [string, (request: ReturnType<typeof grantRequest>) => unknown, string][] = [
    [
      'an unknown permission type',
      (r) => ({ ...r, permission: { type: 'native-token-recurring-allowance', data: {} } }),
      '[0].permission.type',
    ],
    [
      'any policy (none is known)',
      (r) => ({ ...r, policies: [{ type: 'gas-limit', data: { limit: '0x1' } }] }),
      '[0].policies[0].type',
    ],
    ['a key signer', (r) => ({ ...r, signer: { type: 'key', data: { id: signer } } }), '[0].signer.type'],
    [
      'a CAIP-10 signer id',
      (r) => ({ ...r, signer: { type: 'account', data: { id: `eip155:1:${signer}` } } }),
      '[0].signer.data.id',
    ],
    [
      'the zero address as signer',
      (r) => ({ ...r, signer: { type: 'account', data: { address: `0x${'0'.repeat(40)}` } } }),
      '[0].signer.data.address',
    ],
    ['no expiry', ({ expiry: _, ...r }) => r, '[0].expiry'],
    ['a past expiry', (r) => ({ ...r, expiry: now - 1 }), '[0].expiry'],
    [
      'an allowance of 0',
      (r) => ({ ...r, permission: { ...r.permission, data: { ...r.permission.data, allowance: '0x00' } } }),
      '[0].permission.data.allowance',
    ],
    [
      'an allowance as a number',
      (r) => ({ ...r, permission: { ...r.permission, data: { ...r.permission.data, allowance: 100 } } }),
      '[0].permission.data.allowance',
    ],
    ['a chainId that is neither hex nor number', (r) => ({ ...r, chainId: 'eip155:1' }), '[0].chainId'],
    ['a NUL in a key', (r) => ({ ...r, 'a\u0000': 1 }), '[0].a\u0000'],
  ]
  test.each(refusals)('refuses %s', (_, change, field) => {
    expect(refusedField(() => grant(change(grantRequest())))).toBe(field)
  })
})

describe('the params', () => {
  test('up to 10 requests; none, 11 or a non-array are refused', () => {
    const many = (n: number) => Array.from({ length: n }, erc20Request)
    expect(parseSessionRequests('wallet_requestExecutionPermissions', many(10), now)).toHaveLength(10)
    for (const params of [many(11), [], erc20Request(), null]) {
      expect(
        refusedField(() => parseSessionRequests('wallet_requestExecutionPermissions', params, now)),
      ).toBe('params')
    }
  })

  test('the second request is named when it is the bad one', () => {
    const params = [erc20Request(), { ...erc20Request(), to: 'nobody' }]
    expect(refusedField(() => parseSessionRequests('wallet_requestExecutionPermissions', params, now))).toBe(
      '[1].to',
    )
  })

  test('now defaults to the clock: an expiry an hour ahead of it is accepted, one an hour ago refused', () => {
    const at = (timestamp: number) => [
      { ...erc20Request(), rules: [{ type: 'expiry', data: { timestamp } }] },
    ]
    const clock = Math.floor(Date.now() / 1000)
    const data = { ...erc20Request().permission.data, startTime: clock - 10 }
    const request = (timestamp: number) => [
      { ...at(timestamp)[0], permission: { ...erc20Request().permission, data } },
    ]
    expect(parseSessionRequests('wallet_requestExecutionPermissions', request(clock + 3600))).toHaveLength(1)
    expect(() => parseSessionRequests('wallet_requestExecutionPermissions', request(clock - 3600))).toThrow(
      SessionRequestError,
    )
  })

  test('the error message names the field and says what is wrong', () => {
    expect(() => execution({ ...erc20Request(), to: 'nobody' })).toThrow('[0].to: must be an address')
  })
})

function withData(request: ReturnType<typeof erc20Request>, data: Record<string, unknown>) {
  return { ...request, permission: { ...request.permission, data: { ...request.permission.data, ...data } } }
}

function nest(depth: number): unknown {
  return depth === 0 ? 'deep' : { inner: nest(depth - 1) }
}
